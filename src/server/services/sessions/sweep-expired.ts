import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { emailGuessLimits } from '../../db/schema/email-guess-limits';
import { sessions } from '../../db/schema/sessions';
import { IDLE_MS } from './session-store';

/** Codes are kept a day past use or expiry: long enough to count recent requests per email. */
const CODE_KEEP_MS = 24 * 3600_000;
/**
 * A count of wrong codes with no new one for 90 days (the longest lock is 30), and no lock
 * running, is let go: the attack has stopped.
 */
const GUESS_COUNT_KEEP_MS = 90 * 24 * 3600_000;
/** A session that never proved an email nor signed in as admin holds only a visitor's drafts. */
export const ANONYMOUS_IDLE_MS = 24 * 3600_000;

/**
 * Deletes sessions past their absolute or idle expiry (a day idle for a session that never proved
 * an email; its drafts go with it), email codes used or expired over a day ago, and counts of
 * wrong codes idle for 90 days whose lock (if any) is over. Nothing reads them any more; kept, they would only grow the tables.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<{ sessions: number; codes: number }> {
  const goneSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_MS)),
        // A submitted application's sessions: hours idle (session-store.ts SUBMITTED_IDLE_MS).
        and(
          isNotNull(sessions.idleSeconds),
          sql`${sessions.lastSeenAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${sessions.idleSeconds})`,
        ),
        and(
          isNull(sessions.email),
          isNull(sessions.adminUntil),
          lt(sessions.lastSeenAt, new Date(now.getTime() - ANONYMOUS_IDLE_MS)),
        ),
      ),
    )
    .returning({ id: sessions.id });
  const cutoff = new Date(now.getTime() - CODE_KEEP_MS);
  const goneCodes = await db
    .delete(emailCodes)
    .where(
      or(lt(emailCodes.expiresAt, cutoff), and(isNotNull(emailCodes.usedAt), lt(emailCodes.usedAt, cutoff))),
    )
    .returning({ id: emailCodes.id });
  await db
    .delete(emailGuessLimits)
    .where(
      and(
        lt(emailGuessLimits.updatedAt, new Date(now.getTime() - GUESS_COUNT_KEEP_MS)),
        or(isNull(emailGuessLimits.lockedUntil), lt(emailGuessLimits.lockedUntil, now)),
      ),
    );
  return { sessions: goneSessions.length, codes: goneCodes.length };
}
