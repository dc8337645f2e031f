import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { acquireDirLock } from './dir-lock';
import { isDatabaseUnavailable } from './is-database-unavailable';
import { watchReachability } from './postgres-reachability';
import { DurableNodeFS, durableStartParams } from './durable-node-fs';
import { groupFlush } from './group-commit';
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
  /**
   * PostgreSQL only: the settings of each connection the pool opens (URL, timeouts, keepalive),
   * for a worker thread that reads with a connection of its own (the Excel export, decision 017).
   */
  connectionConfig?: PostgresConnectionConfig;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Resolves once every commit made before the call is on disk: answers wait for it before they
   * are sent (app.ts). PGlite on disk commits without waiting for its fsync and flushes many
   * commits with one (db/group-commit.ts); PostgreSQL and PGlite in memory resolve at once.
   */
  durable(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: a consistent snapshot of the data directory as a gzipped tar, taken inside the
   * process that holds the database (`npm run backup`, docs/decisions/023).
   */
  dumpDataDir?(): Promise<Blob>;
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

export interface PostgresOptions {
  /** Opening a connection, or waiting for a free one in the pool, fails after this long. */
  connectTimeoutMs?: number;
  /** A query unanswered for this long fails, and its connection is dropped. */
  queryTimeoutMs?: number;
  /** Errors of pooled and listening connections (a terminated backend, a lost network). */
  onConnectionError?: (err: Error) => void;
}

export const POSTGRES_DEFAULTS = { connectTimeoutMs: 2000, queryTimeoutMs: 10_000 };

/**
 * A query waiting longer than this makes us ask whether PostgreSQL still answers (a fresh
 * connection, `select 1`, PROBE_MS to answer); unanswered, the waiting queries fail at once
 * (issue 37 item 9: a partition answered 503 within 3 s, not after the query timeout).
 */
const STALL_MS = 1000;
const PROBE_MS = 1000;
/** While unreachable, how often the probe asks again. */
const PROBE_RETRY_MS = 1000;

/** The node-postgres internals a hung connection is dropped through (not in its types). */
interface ClientInternals {
  connection?: { stream?: { destroy(): void } };
}

/**
 * Connection settings of every connection we open (issue 20 item 1): a connect timeout, a read
 * timeout per query, TCP keepalive (a dead peer is noticed on an idle connection too), and the
 * server's own limit on a transaction left idle (a partitioned instance's row locks are freed).
 */
function connectionConfig(url: string, o: Required<Omit<PostgresOptions, 'onConnectionError'>>) {
  const config = {
    connectionString: url,
    connectionTimeoutMillis: o.connectTimeoutMs,
    query_timeout: o.queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idle_in_transaction_session_timeout: 60_000,
    // Tells an operator (pg_stat_activity) which connections are ours.
    application_name: 'onboarding',
  };
  return config satisfies PostgresConnectionConfig;
}

/** What `connectionConfig` answers: plain data, so it can be handed to a worker thread. */
export interface PostgresConnectionConfig {
  connectionString: string;
  connectionTimeoutMillis: number;
  query_timeout: number;
  keepAlive: boolean;
  keepAliveInitialDelayMillis: number;
  idle_in_transaction_session_timeout: number;
  application_name: string;
}

const logConnectionError = (err: Error) => {
  const code = (err as { code?: unknown }).code;
  console.warn(`PostgreSQL connection error${typeof code === 'string' ? ` (${code})` : ''}: ${err.message}`);
};

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const { pg, drizzlePg, migratePg } = await loadPg();
  const timeouts = {
    connectTimeoutMs: opts.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs,
    queryTimeoutMs: opts.queryTimeoutMs ?? POSTGRES_DEFAULTS.queryTimeoutMs,
  };
  const onConnectionError = opts.onConnectionError ?? logConnectionError;
  const config = connectionConfig(url, timeouts);
  // Each connection opens within the connect timeout; a request waiting for a free connection
  // (all ten busy) waits at most a query's worth longer: a burst of submissions queues instead of
  // failing, while during an outage the wait stays bounded.
  class TimedClient extends pg.Client {
    constructor() {
      super(config);
    }
  }
  const pool = new pg.Pool({
    ...config,
    connectionTimeoutMillis: timeouts.connectTimeoutMs + timeouts.queryTimeoutMs,
    Client: TimedClient,
    max: 10,
    idleTimeoutMillis: 30_000,
  });
  const reachability = watchReachability({
    probe: () => probePostgres(pg, config, PROBE_MS),
    stallMs: STALL_MS,
    retryMs: PROBE_RETRY_MS,
    onChange: (isReachable, err) => {
      if (isReachable) console.warn('PostgreSQL answers again');
      else {
        onConnectionError(new Error(`PostgreSQL does not answer: ${errorText(err)}`));
        // Requests waiting for a free connection fail now rather than after the pool's wait.
        const queue = (pool as unknown as PoolInternals)._pendingQueue;
        for (const waiter of queue?.splice(0) ?? []) waiter.callback(reachability.downError()!);
      }
    },
  });
  // A new connection is not opened while the database is known to be unreachable; one that fails
  // to open asks whether it is; a request still waiting for a connection when the probe finds it
  // unreachable is answered then (a connection that opens later goes back to the pool).
  const poolConnect = pool.connect.bind(pool) as (cb: ConnectCallback) => void;
  const connectOrCut = (cb: ConnectCallback) => {
    const down = reachability.downError();
    if (down) {
      process.nextTick(() => cb(down, undefined, () => {}));
      return;
    }
    let isAnswered = false;
    const settled = reachability.started(() => {
      if (isAnswered) return;
      isAnswered = true;
      cb(
        reachability.downError() ?? new Error('Connection terminated: database unreachable'),
        undefined,
        () => {},
      );
    });
    poolConnect((err, client, done) => {
      settled();
      if (isDatabaseUnavailable(err)) reachability.suspect();
      if (isAnswered) {
        done?.();
        return;
      }
      isAnswered = true;
      cb(err, client, done);
    });
  };
  pool.connect = ((cb?: ConnectCallback) => {
    if (cb) return connectOrCut(cb);
    return new Promise<unknown>((resolve, reject) =>
      connectOrCut((err, client) => (err ? reject(err) : resolve(client))),
    );
  }) as typeof pool.connect;
  // An idle connection's error (its backend terminated, the server restarted) reaches the pool;
  // unhandled, node-postgres would end the process.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    // A checked-out connection's error has no pool listener: without ours it ends the process.
    // The failed query rejects on its own, and the pool drops the connection at release.
    client.on('error', () => {});
    // A query that timed out is still waiting on its connection (a network partition): drop the
    // connection, so the transaction's ROLLBACK fails at once and the pool opens a fresh one.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const dropOnTimeout = (err: unknown) => {
      if (err instanceof Error && err.message === 'Query read timeout')
        (client as unknown as ClientInternals).connection?.stream?.destroy();
    };
    const destroy = () => (client as unknown as ClientInternals).connection?.stream?.destroy();
    client.query = ((...args: unknown[]) => {
      const down = reachability.downError();
      // Failed without being sent, the connection may be inside a transaction whose ROLLBACK
      // fails the same way: drop it, so it never goes back to the pool half-way through one.
      if (down) destroy();
      const last = args.at(-1);
      if (typeof last === 'function') {
        if (down) {
          process.nextTick(() => (last as (e: unknown) => void)(down));
          return undefined;
        }
        const settled = reachability.started(destroy);
        args[args.length - 1] = (err: unknown, res: unknown) => {
          settled();
          dropOnTimeout(err);
          if (isDatabaseUnavailable(err)) reachability.suspect();
          (last as (e: unknown, r: unknown) => void)(err, res);
        };
        return query(...args);
      }
      if (down) return Promise.reject(down);
      const settled = reachability.started(destroy);
      const result = query(...args);
      if (result instanceof Promise)
        result.then(settled, (err: unknown) => {
          settled();
          dropOnTimeout(err);
          if (isDatabaseUnavailable(err)) reachability.suspect();
        });
      else settled();
      return result;
    }) as typeof client.query;
  });
  const db = drizzlePg(pool, { schema });
  // Listeners still open when the database closes are closed with it.
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    durable: async () => {},
    connectionConfig: config,
    // Migrations (an index build on a large table) may run longer than a request's query: their
    // own connection, without the read timeout.
    migrate: async () => {
      const migrator = new pg.Pool({ ...connectionConfig(url, timeouts), query_timeout: undefined, max: 1 });
      migrator.on('error', onConnectionError);
      try {
        await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder });
      } finally {
        await migrator.end();
      }
    },
    // The health check answers within a second: a database that does not answer is down.
    ping: async () => {
      // `query_timeout` per query is read by node-postgres but missing from its types.
      const ping = { text: 'select 1', query_timeout: Math.min(PROBE_MS, timeouts.queryTimeoutMs) };
      await pool.query(ping as { text: string });
    },
    close: async () => {
      reachability.close();
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: async (channel, onNotify, onLive) => {
      const stop = await listenPostgres(pg, connectionConfig(url, timeouts), channel, onNotify, onLive);
      const once = async () => {
        listeners.delete(once);
        await stop();
      };
      listeners.add(once);
      return once;
    },
  };
}

type ConnectCallback = (err: Error | undefined, client?: unknown, done?: (err?: Error) => void) => void;

/** pg-pool's queue of requests waiting for a free connection (not in its types). */
interface PoolInternals {
  _pendingQueue?: { callback: (err: Error) => void }[];
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A fresh connection and `select 1` within `ms`, or a rejection. */
async function probePostgres(pg: PgModule, config: PostgresConnectionConfig, ms: number) {
  const c = new pg.Client({
    ...config,
    connectionTimeoutMillis: ms,
    query_timeout: ms,
    application_name: 'onboarding-probe',
  });
  c.on('error', () => {});
  try {
    await c.connect();
    await c.query('select 1');
  } catch (err) {
    (c as unknown as ClientInternals).connection?.stream?.destroy();
    throw err;
  } finally {
    void c.end().catch(() => {});
  }
}

/** How often the LISTEN connection proves it still reaches the server (a partition sends no error). */
const LISTEN_HEARTBEAT_MS = 5000;

async function listenPostgres(
  pg: PgModule,
  config: ReturnType<typeof connectionConfig>,
  channel: string,
  onNotify: (payload: string) => void,
  onLive: (isLive: boolean) => void = () => {},
) {
  let client: InstanceType<PgModule['Client']> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  const reconnectSoon = () => {
    clearTimeout(retry);
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
  };
  const connect = async () => {
    const c = new pg.Client({ ...config, application_name: 'onboarding-listen' });
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
      if (client === c) {
        client = null;
        clearInterval(heartbeat);
      }
      (c as unknown as ClientInternals).connection?.stream?.destroy();
      c.end().catch(() => {});
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
      // A cut network raises no error on an idle connection: a query that goes unanswered
      // (query_timeout) says it is gone.
      clearInterval(heartbeat);
      heartbeat = setInterval(() => void c.query('select 1').catch(down), LISTEN_HEARTBEAT_MS);
      heartbeat.unref();
      onLive(true);
      // Jobs may have been added while we were not listening.
      onNotify('');
    }
  };
  // Not reachable now (the database restarting): keep trying; until then nothing is heard, which
  // the caller knows (onLive is not called with true).
  await connect().catch(reconnectSoon);
  return async () => {
    closed = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    onLive(false);
    await client?.end().catch(() => {});
  };
}

/**
 * PGlite's memory sized for an onboarding app (issue 13 item 6, issue 37 item 13): PostgreSQL's
 * defaults (128 MB shared buffers, 64 MB for maintenance, shared memory for 100 connections and 10
 * replication senders) are sized for a server of its own, and in PGlite all of it lives in this
 * process's WebAssembly memory, touched from the start and never given back. One connection uses
 * it and nothing replicates from it: 8 MB of buffers (the operating system's page cache holds the
 * rest of the files) and shared memory for 10 connections and no senders or slots leave 17 MB of
 * that memory touched after the start instead of 29 (decision 116).
 */
const PGLITE_MEMORY = [
  '-c',
  'shared_buffers=8MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'temp_buffers=2MB',
  '-c',
  'max_connections=10',
  '-c',
  'max_wal_senders=0',
  '-c',
  'max_replication_slots=0',
];

/**
 * A WAL segment no longer needed is removed, not renamed for reuse: a recycled segment keeps the
 * old records (a deleted member's rows) until they happen to be overwritten (decision 020).
 */
const PGLITE_WAL = ['-c', 'wal_recycle=off'];
/** How often unflushed commits are written out (PostgreSQL's `wal_writer_delay` default). */
const WAL_WRITER_MS = 200;

/** GROUP_COMMIT_WAIT_MS's default: a disk slower than this a fsync is worth a turn's wait. */
export const DEFAULT_GROUP_COMMIT_WAIT_MS = 2;

/**
 * PGlite in `dir`, or in memory when `dir` is undefined (tests). A directory is locked for
 * this process: two processes writing one PGlite directory corrupt it. It is owner-only (0700,
 * its files 0600), as PostgreSQL keeps its own data directory.
 */
export async function openPglite(
  dir?: string,
  opts: {
    useTemplate?: boolean;
    /** Group commit waits a turn for other requests when fsyncs take this long (decision 042). */
    groupCommitWaitMs?: number;
  } = {},
): Promise<Database> {
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
    // On disk a commit is acknowledged only once its WAL is fsynced (issue 20 item 2,
    // docs/decisions/023); in memory (tests) there is no disk to reach.
    const durableFs = dir ? new DurableNodeFS(dir) : undefined;
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(durableFs ? { fs: durableFs } : {}),
      ...(template ? { loadDataDir: template } : {}),
      startParams: [
        ...(dir ? durableStartParams(PGlite.defaultStartParams) : PGlite.defaultStartParams),
        ...PGLITE_MEMORY,
        ...PGLITE_WAL,
      ],
    });
    if (dir) restrictTree(dir);
    const db = drizzlePglite(client, { schema });
    const durable = durableFs
      ? groupFlush(client, {
          fsyncMs: () => durableFs.fsyncMs,
          waitWhenFsyncMs: opts.groupCommitWaitMs ?? DEFAULT_GROUP_COMMIT_WAIT_MS,
        })
      : async () => {};
    // PostgreSQL's WAL writer, which PGlite lacks: with asynchronous commit, what no request
    // flushed (start-up's writes, the job worker's, the sweeps') stayed in the WASM heap's WAL
    // buffers, and a kill -9 lost it all (a first run's PIN, its data key's record). Every
    // WAL_WRITER_MS the commits since the last flush reach the disk; an idle database pays a
    // query that compares two positions.
    const walWriter = durableFs
      ? setInterval(() => void durable().catch(() => {}), WAL_WRITER_MS).unref()
      : undefined;
    return {
      db,
      kind: 'pglite',
      durable,
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: async () => {
        await client.query('select 1');
      },
      // A checkpoint first, so a restore has little WAL to replay; the dump itself holds PGlite's
      // query lock while it reads the files, so no commit lands half in it.
      dumpDataDir: async () => {
        await client.query('CHECKPOINT');
        return client.dumpDataDir('gzip');
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
        clearInterval(walWriter);
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
