import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { sealedBytesVersion, type Cipher } from './cipher';

/**
 * A write that needs sealing (or a read of a value sealed with a newer key) on an instance whose
 * data key is no longer the newest the database knows: another instance started a key rotation.
 * Answered 503 'this server is being updated' (error-handler.ts), never 500.
 */
export class DataKeySupersededError extends Error {
  constructor(
    readonly ownVersion: number,
    readonly newestVersion: number,
  ) {
    super(
      `This instance runs on data key version ${ownVersion}, and the database now uses version ${newestVersion}`,
    );
    this.name = 'DataKeySupersededError';
  }
}

export const SERVER_UPDATING = {
  error: 'server_updating',
  message: 'This server is being updated. Nothing was lost: please try again in a minute.',
} as const;

/** Whether `err` (or an error it wraps in `cause`) is a `DataKeySupersededError`. */
export function isDataKeySuperseded(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DataKeySupersededError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** `app_settings` rows `instance:<id>`: a live instance's data key version, its heartbeat in `updated_at`. */
export const INSTANCE_PREFIX = 'instance:';
/** How often an instance writes its heartbeat and looks for a newer data key (PostgreSQL). */
export const HEARTBEAT_MS = 2000;
/** A heartbeat older than this is a process that died (kill -9, a lost host): it no longer counts. */
export const STALE_AFTER_MS = 10_000;

export interface InstanceOnKey {
  id: string;
  version: number;
  host: string;
  pid: number;
}

/** The instances whose heartbeat is fresh (by the database's clock) and whose data key is older than `version`. */
export async function liveInstancesOlderThan(database: Database, version: number): Promise<InstanceOnKey[]> {
  if (database.kind === 'pglite') return [];
  const rows = await database.db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(
      and(
        like(appSettings.key, `${INSTANCE_PREFIX}%`),
        gt(appSettings.updatedAt, sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`),
      ),
    );
  return rows
    .map((row) => ({ id: row.key.slice(INSTANCE_PREFIX.length), ...parseInstance(row.value) }))
    .filter((i) => i.version < version);
}

function parseInstance(value: string): Omit<InstanceOnKey, 'id'> {
  try {
    const v = JSON.parse(value) as Partial<InstanceOnKey>;
    return { version: Number(v.version ?? 0), host: String(v.host ?? '?'), pid: Number(v.pid ?? 0) };
  } catch {
    return { version: 0, host: '?', pid: 0 };
  }
}

/** The newest data key version whose fingerprint the database stores (`data-key:v<N>`). */
async function newestKnownVersion(database: Database): Promise<number> {
  const rows = await database.db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(like(appSettings.key, 'data-key:v%'));
  return Math.max(0, ...rows.map((r) => Number(r.key.slice('data-key:v'.length))).filter(Number.isFinite));
}

export interface KeyWatch {
  /** This process's id in the instance registry. */
  readonly instanceId: string;
  /** The cipher that refuses to seal once a newer key is known (and says so for values it cannot open). */
  readonly cipher: Cipher;
  /** The newer data key version the database knows, once it knows one; null while ours is the newest. */
  supersededBy(): number | null;
  /** Resolves with the newer version the first time one is known (never, while ours is the newest). */
  readonly superseded: Promise<number>;
  /** A newer version was heard of (a NOTIFY, or a value sealed under it). */
  heard(version: number): void;
  /** Writes the heartbeat and looks for a newer key now. */
  check(): Promise<void>;
  /** Stops the heartbeat and removes this instance from the registry (shutdown). */
  stop(): Promise<void>;
}

/**
 * Keeps this instance from sealing under a data key older than the newest the database knows
 * (issue 37 item 1, decision 038). On PostgreSQL it registers the instance (`instance:<id>` in
 * `app_settings`, with its key version) and every `HEARTBEAT_MS` refreshes that heartbeat and
 * reads the newest key version; a NOTIFY `k:<N>` on the changes channel (sent by the start-up that
 * records key N) is heard at once. Once superseded, `cipher.encrypt`/`sealBytes` throw
 * `DataKeySupersededError` (503), `superseded` resolves (main.ts: the log line, the job worker's stop),
 * and a value under the newer key throws it too instead of an unknown-key error. PGlite has one
 * process per database (the directory lock), so there is nothing to watch.
 */
export async function startKeyWatch(database: Database, inner: Cipher): Promise<KeyWatch> {
  const instanceId = crypto.randomUUID();
  let onSuperseded: (newest: number) => void = () => {};
  const superseded = new Promise<number>((resolve) => (onSuperseded = resolve));
  const own = inner.version;
  let newest: number | null = null;
  const heard = (version: number) => {
    if (!Number.isInteger(version) || version <= own || (newest !== null && version <= newest)) return;
    const first = newest === null;
    newest = version;
    if (first) onSuperseded(version);
  };
  const refuse = () => {
    if (newest !== null) throw new DataKeySupersededError(own, newest);
  };
  /** A value under a key newer than ours: the database has moved on (we cannot open it). */
  const newer = (version: number | null) => {
    if (version !== null && version > own) {
      heard(version);
      throw new DataKeySupersededError(own, version);
    }
  };
  const cipher: Cipher = {
    version: own,
    encrypt(plain) {
      if (plain !== '') refuse();
      return inner.encrypt(plain);
    },
    decrypt(stored) {
      const match = /^v(\d{1,9}):/.exec(stored);
      newer(match ? Number(match[1]) : null);
      return inner.decrypt(stored);
    },
    isStale: (stored) => inner.isStale(stored),
    sealBytes(plain) {
      if (plain.length > 0) refuse();
      return inner.sealBytes(plain);
    },
    openBytes(stored) {
      newer(sealedBytesVersion(stored));
      return inner.openBytes(stored);
    },
    isStaleBytes: (stored) => inner.isStaleBytes(stored),
    shareKeys: () => inner.shareKeys(),
  };

  const row = `${INSTANCE_PREFIX}${instanceId}`;
  const value = JSON.stringify({ version: own, host: os.hostname(), pid: process.pid });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const check = async () => {
    if (database.kind === 'pglite' || stopped) return;
    await database.db
      .insert(appSettings)
      .values({ key: row, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
    heard(await newestKnownVersion(database));
  };
  if (database.kind === 'postgres') {
    await check();
    const beat = () => {
      timer = setTimeout(() => {
        // A failed beat (the database away) is tried again at the next one.
        void check()
          .catch(() => {})
          .finally(() => {
            if (!stopped) beat();
          });
      }, HEARTBEAT_MS);
      timer.unref();
    };
    beat();
  }
  return {
    instanceId,
    cipher,
    supersededBy: () => newest,
    superseded,
    heard,
    check,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (database.kind === 'postgres')
        await database.db
          .delete(appSettings)
          .where(eq(appSettings.key, row))
          .catch(() => {});
    },
  };
}
