import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { acquireDirLock } from './dir-lock';
import { pgliteExtensions } from './pglite-extensions';
import { copyPgliteTemplateInto, loadPgliteTemplate } from './pglite-template';
import { ensurePrivateDir, restrictTree } from '../private-files';
import { appRoot } from '../app-root';

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` from any connection
   * (PostgreSQL: a dedicated connection, re-opened after a drop; PGlite: in-process, at commit,
   * before the writing query returns). `onLive` says whether notifications are being heard: false
   * when the connection dropped (some may be lost), true once listening (again).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLive?: (isLive: boolean) => void,
  ): Promise<() => Promise<void>>;
}

const migrationsFolder = path.join(appRoot, 'drizzle');

type PgModule = (typeof import('pg'))['default'];

/** node-postgres and its drizzle driver, loaded only when DATABASE_URL is set (PGlite needs neither). */
async function loadPg() {
  const [{ default: pgModule }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg: pgModule, drizzlePg: drizzle, migratePg: migrate };
}

export async function openPostgres(url: string): Promise<Database> {
  const { pg, drizzlePg, migratePg } = await loadPg();
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema });
  // Listeners still open when the database closes are closed with it.
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, onNotify, onLive) => {
      const stop = await listenPostgres(pg, url, channel, onNotify, onLive);
      const once = async () => {
        listeners.delete(once);
        await stop();
      };
      listeners.add(once);
      return once;
    },
  };
}

async function listenPostgres(
  pg: PgModule,
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLive: (isLive: boolean) => void = () => {},
) {
  let client: InstanceType<PgModule['Client']> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    clearTimeout(retry);
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    let isDown = false;
    const down = () => {
      if (isDown) return;
      isDown = true;
      // Notifications sent until we listen again are lost: whoever relies on them must know.
      onLive(false);
      // The connection dropped: listen again shortly; the worker's poll covers the gap.
      c.end().catch(() => {});
      if (client === c) client = null;
      reconnectSoon();
    };
    c.on('error', down);
    c.on('end', () => {
      if (!closed) down();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      isDown = true;
      c.end().catch(() => {});
      throw err;
    }
    if (closed) await c.end();
    else {
      client = c;
      onLive(true);
      // Jobs may have been added while we were not listening.
      onNotify('');
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    onLive(false);
    await client?.end().catch(() => {});
  };
}

/**
 * PGlite's memory sized for an onboarding app (issue 13 item 6): PostgreSQL's defaults
 * (128 MB shared buffers, 64 MB for maintenance) are sized for a server of its own, and in PGlite
 * all of it lives in this process. A few thousand members and their documents fit in 16 MB of
 * buffers many times over; the operating system's page cache holds the rest.
 */
const PGLITE_MEMORY = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
];

/**
 * PGlite in `dir`, or in memory when `dir` is undefined (tests). A directory is locked for
 * this process: two processes writing one PGlite directory corrupt it. It is owner-only (0700,
 * its files 0600), as PostgreSQL keeps its own data directory.
 */
export async function openPglite(dir?: string, opts: { useTemplate?: boolean } = {}): Promise<Database> {
  let release = () => {};
  if (dir) {
    ensurePrivateDir(dir);
    release = acquireDirLock(dir);
  }
  try {
    // Only an empty directory takes the template; an existing database is opened as it is.
    const isEmpty = !dir || !fs.existsSync(path.join(dir, 'PG_VERSION'));
    const useTemplate = isEmpty && opts.useTemplate !== false;
    // On disk the unpacked template is copied in with plain file copies; in memory (or when an
    // older install has only the tarball) PGlite restores the tarball.
    const copied = useTemplate && dir ? await copyPgliteTemplateInto(dir) : false;
    const template = useTemplate && !copied ? loadPgliteTemplate() : undefined;
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(dir ? { dataDir: dir } : {}),
      ...(template ? { loadDataDir: template } : {}),
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY],
    });
    if (dir) restrictTree(dir);
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query('select 1');
      },
      listen: async (channel, onNotify, onLive) => {
        const unlisten = await client.listen(channel, onNotify);
        onLive?.(true);
        return async () => {
          onLive?.(false);
          if (!client.closed) await unlisten();
        };
      },
      close: async () => {
        if (!client.closed) {
          if (dir) await client.query('CHECKPOINT');
          await client.close();
        }
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
