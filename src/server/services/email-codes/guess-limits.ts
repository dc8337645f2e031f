import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailGuessLimits } from '../../db/schema/email-guess-limits';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { tooMany } from '../../http-errors';
import { formatAuDateTime } from '../format/au-dates';

/** Wrong codes for one address, from anywhere, before it locks for devices that never proved it. */
export const MAX_FAILED_GUESSES = 100;
const FIRST_LOCK_HOURS = 24;
const LONGEST_LOCK_HOURS = 30 * 24;
export const GUESS_CAP_JOB = 'email-codes.guess-cap-reached';

const lockedMessage = (until: Date, timeZone: string) =>
  'Too many incorrect codes were entered for this email address. For your security, it can only ' +
  `be proven on a device where you have continued this application before until ${formatAuDateTime(until, timeZone)}.`;

const lockedEverywhereMessage = (until: Date, timeZone: string) =>
  'Too many incorrect codes were entered for this email address. For your security, it cannot be ' +
  `proven again until ${formatAuDateTime(until, timeZone)}.`;

/**
 * Refuses a device that never proved `email` while the address is locked (429). The owner's
 * earlier device gets past a first lock; a second trip (100 more wrong codes, which a session left
 * open on that device could enter) locks it as well until the lock ends.
 */
export async function assertAddressOpen(
  db: Db,
  email: string,
  isKnownDevice: boolean,
  timeZone: string,
): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: emailGuessLimits.lockedUntil, trips: emailGuessLimits.trips })
    .from(emailGuessLimits)
    .where(and(eq(emailGuessLimits.email, email), gt(emailGuessLimits.lockedUntil, sql`now()`)));
  if (!row?.lockedUntil) return;
  if (!isKnownDevice) throw tooMany(lockedMessage(row.lockedUntil, timeZone));
  if (row.trips >= 2) throw tooMany(lockedEverywhereMessage(row.lockedUntil, timeZone));
}

/**
 * Counts one wrong code for `email`, in one statement (guesses sent at once each count). The
 * guess that reaches the cap starts the count again, locks the address (a day, twice as long
 * for each further trip, at most 30 days) and queues an email telling its owner.
 */
export async function recordFailedGuess(
  db: Db,
  email: string,
  jobs: { maxAttempts: number; wake(): void },
): Promise<void> {
  const t = emailGuessLimits;
  const reached = sql`${t.failed} + 1 >= ${MAX_FAILED_GUESSES}`;
  const lockedUntil = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ email, failed: 1 })
      .onConflictDoUpdate({
        target: t.email,
        set: {
          failed: sql`case when ${reached} then 0 else ${t.failed} + 1 end`,
          trips: sql`${t.trips} + case when ${reached} then 1 else 0 end`,
          lockedUntil: sql`case when ${reached}
            then now() + make_interval(hours => least(${FIRST_LOCK_HOURS} * power(2, ${t.trips}), ${LONGEST_LOCK_HOURS})::int)
            else ${t.lockedUntil} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ failed: t.failed, lockedUntil: t.lockedUntil });
    // Only the guess that reached the cap answers 0 (every other one counts from 1).
    if (row?.failed !== 0 || !row.lockedUntil) return null;
    const until = row.lockedUntil.toISOString();
    await enqueueJobs(
      tx,
      [{ kind: GUESS_CAP_JOB, payload: { email, lockedUntil: until } }],
      jobs.maxAttempts,
    );
    return until;
  });
  if (lockedUntil) jobs.wake();
}

/** The address was proven: its count of wrong codes starts again. */
export async function clearFailedGuesses(db: Db, email: string): Promise<void> {
  await db.delete(emailGuessLimits).where(eq(emailGuessLimits.email, email));
}
