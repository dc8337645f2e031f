import crypto from 'node:crypto';
import { parse } from 'zod/mini';
import { type MeStatus, meStatusSchema } from '../../../shared/me-status';
import type { Db } from '../../db/client';
import { getStatus } from './get-status';

export interface StatusAnswer {
  etag: string;
  body: string;
}

/** Past this many emails the cache starts again (a bound, not an expected size). */
const MAX_ENTRIES = 50_000;

export interface StatusCache {
  /** `GET /api/me/status`'s answer for `email`, from memory while nothing it reads has changed. */
  get(email: string | null): Promise<StatusAnswer>;
  /** The cached answer for `email`, without waiting on anything; undefined when not cached. */
  peek(email: string): StatusAnswer | undefined;
  /** Something `email`'s status reads changed (`*`: everyone's, e.g. a policy document). */
  forget(email: string): void;
  /** Whether changes are being heard; while not, every answer is computed. */
  setLive(isLive: boolean): void;
}

/**
 * The route sends this body as it is (no serializer runs on a string), so it is written through
 * the route's declared answer here, once per change: a status that does not fit throws.
 */
const answerOf = (status: MeStatus): StatusAnswer => {
  const body = JSON.stringify(parse(meStatusSchema, status));
  return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * Each email's last status answer (body and ETag) in memory, so an unchanged poll touches no
 * database (issue 13 item 2). Correct across instances and whatever code path writes, because
 * every write to a table the status reads notifies each instance at commit (migration 0006's
 * triggers; decision 011). A computation overlapped by a change to its email is answered but not
 * kept, so a stale answer can never be cached after the notification that should drop it.
 */
export function createStatusCache(db: Db): StatusCache {
  const entries = new Map<string, StatusAnswer>();
  // Per email: the number of the last change heard for it. `epoch` counts forget-everything.
  const changes = new Map<string, number>();
  let counter = 0;
  let epoch = 0;
  let isLive = false;
  const forgetAll = () => {
    epoch++;
    entries.clear();
    changes.clear();
  };
  let anonymous: StatusAnswer | undefined;
  return {
    async get(email) {
      if (!email) return (anonymous ??= answerOf(await getStatus(db, null)));
      const hit = isLive ? entries.get(email) : undefined;
      if (hit) return hit;
      const seen = { epoch, change: changes.get(email) };
      const answer = answerOf(await getStatus(db, email));
      if (isLive && seen.epoch === epoch && seen.change === changes.get(email)) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(email, answer);
      }
      return answer;
    },
    peek(email) {
      return isLive ? entries.get(email) : undefined;
    },
    forget(email) {
      if (email === '*') return forgetAll();
      if (changes.size >= MAX_ENTRIES) forgetAll();
      changes.set(email, ++counter);
      entries.delete(email);
    },
    setLive(live) {
      forgetAll();
      isLive = live;
    },
  };
}
