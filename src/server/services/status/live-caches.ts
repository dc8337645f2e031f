import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createSessionCache, type SessionCache } from '../sessions/session-cache';
import { createStatusCache, type StatusCache } from './status-cache';

/** The channel migration 0006's triggers notify on every write the caches depend on. */
export const CHANGES_CHANNEL = 'app_changes';
/** The payload an instance sends after changing the employer's settings. */
export const SETTINGS_CHANGED = 'settings';

export interface LiveCaches {
  sessions: SessionCache;
  status: StatusCache;
  /**
   * Resolves once this instance has heard every change committed before the call (PostgreSQL
   * delivers notifications in commit order, so hearing our own marker means the rest came first).
   * For tests that write straight to the database and then poll.
   */
  sync(): Promise<void>;
  /** Stops listening; the caches then read the database for every request. */
  stop(): Promise<void>;
}

/**
 * The session and status caches of this instance, kept right by the database's change
 * notifications (PostgreSQL: a LISTEN connection; PGlite: in-process, delivered at commit before
 * the writing query returns). While the LISTEN connection is down the caches are bypassed and
 * emptied, so nothing missed in the gap is ever answered from memory.
 */
export async function startLiveCaches(
  database: Database,
  hooks: {
    /** A NOTIFY `k:<N>`: a start-up recorded data key version N (key-watch.ts, decision 038). */
    onDataKey?: (version: number) => void;
    /** Listening again after the connection dropped: notifications in the gap were lost. */
    onRelisten?: () => void;
    /** A NOTIFY `settings`: the owner changed the employer's settings (decision 087). */
    onSettings?: () => void;
  } = {},
): Promise<LiveCaches> {
  const sessions = createSessionCache(database.db);
  const status = createStatusCache(database.db);
  const markers = new Map<string, () => void>();
  const unlisten = await database
    .listen(
      CHANGES_CHANNEL,
      (payload) => {
        if (payload.startsWith('sync:')) markers.get(payload.slice(5))?.();
        else if (payload.startsWith('s:')) sessions.forget(payload.slice(2));
        else if (payload.startsWith('e:')) status.forget(payload.slice(2));
        else if (payload === '*') status.forget('*');
        else if (payload.startsWith('k:')) hooks.onDataKey?.(Number(payload.slice(2)));
        else if (payload === SETTINGS_CHANGED) hooks.onSettings?.();
      },
      (isLive) => {
        sessions.setLive(isLive);
        status.setLive(isLive);
        if (isLive) hooks.onRelisten?.();
      },
    )
    .catch(() => null);
  return {
    sessions,
    status,
    async sync() {
      const marker = crypto.randomBytes(8).toString('hex');
      const heard = new Promise<void>((resolve) => markers.set(marker, resolve));
      try {
        await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`sync:${marker}`})`);
        await heard;
      } finally {
        markers.delete(marker);
      }
    },
    async stop() {
      sessions.setLive(false);
      status.setLive(false);
      await unlisten?.();
    },
  };
}
