import type { Database } from '../../db/client';
import { createSessionCache, type SessionCache } from '../sessions/session-cache';
import { createStatusCache, type StatusCache } from './status-cache';

/** The channel migration 0003's triggers notify on every write the caches depend on. */
export const CHANGES_CHANNEL = 'app_changes';

export interface LiveCaches {
  sessions: SessionCache;
  status: StatusCache;
  /** Stops listening; the caches then read the database for every request. */
  stop(): Promise<void>;
}

/**
 * The session and status caches of this instance, kept right by the database's change
 * notifications (PostgreSQL: a LISTEN connection; PGlite: in-process, delivered at commit before
 * the writing query returns). While the LISTEN connection is down the caches are bypassed and
 * emptied, so nothing missed in the gap is ever answered from memory.
 */
export async function startLiveCaches(database: Database): Promise<LiveCaches> {
  const sessions = createSessionCache(database.db);
  const status = createStatusCache(database.db);
  const unlisten = await database
    .listen(
      CHANGES_CHANNEL,
      (payload) => {
        if (payload.startsWith('s:')) sessions.forget(payload.slice(2));
        else if (payload.startsWith('e:')) status.forget(payload.slice(2));
        else if (payload === '*') status.forget('*');
      },
      (isLive) => {
        sessions.setLive(isLive);
        status.setLive(isLive);
      },
    )
    .catch(() => null);
  return {
    sessions,
    status,
    async stop() {
      sessions.setLive(false);
      status.setLive(false);
      await unlisten?.();
    },
  };
}
