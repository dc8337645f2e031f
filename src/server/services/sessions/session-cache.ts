import type { Db } from '../../db/client';
import { isFreshlyTouched, readSession, type SessionRow, sessionIdOf } from './session-store';

/** Past this many cached sessions the cache starts again (a bound, not an expected size). */
const MAX_ENTRIES = 50_000;

export interface SessionCache {
  /** The caller's live session, from memory when this instance touched it within the minute. */
  find(token: string | undefined): Promise<SessionRow | null>;
  /** The cached live session for `token` without waiting on anything; undefined when not cached. */
  peek(token: string | undefined): SessionRow | undefined;
  /** A session changed or ended somewhere (`*`: every session). */
  forget(id: string): void;
  /** Whether changes are being heard; while not, every lookup reads the database. */
  setLive(isLive: boolean): void;
}

/**
 * Sessions in memory, so the home screen's 1-second poll reads no session row (issue 13 item 2).
 * Correct across instances because every update that matters and every delete of a session row
 * notifies each instance at commit (migration 0006's triggers; decision 011): logout, 'Clear All
 * Data', admin clear-all, sweeps of expired sessions and deleted members all end it everywhere
 * at once. A cached row is used only while this instance touched it within the minute
 * (`isFreshlyTouched`), so expiry and the idle touch stay the database's, at most once a minute.
 */
export function createSessionCache(db: Db): SessionCache {
  const entries = new Map<string, SessionRow>();
  let isLive = false;
  // Bumped by every change heard: a read that was in flight meanwhile is used but not kept.
  let epoch = 0;
  const forgetAll = () => {
    epoch++;
    entries.clear();
  };
  return {
    async find(token) {
      const id = sessionIdOf(token);
      if (!id) return null;
      const hit = isLive ? entries.get(id) : undefined;
      if (hit && isFreshlyTouched(hit)) return hit;
      const seen = epoch;
      const row = await readSession(db, id);
      if (row && isLive && seen === epoch) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(id, row);
      } else entries.delete(id);
      return row;
    },
    peek(token) {
      const id = isLive ? sessionIdOf(token) : null;
      const hit = id ? entries.get(id) : undefined;
      return hit && isFreshlyTouched(hit) ? hit : undefined;
    },
    forget(id) {
      if (id === '*') return forgetAll();
      epoch++;
      entries.delete(id);
    },
    setLive(live) {
      forgetAll();
      isLive = live;
    },
  };
}
