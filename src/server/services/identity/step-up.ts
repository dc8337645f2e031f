import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { HttpError } from '../../http-errors';
import type { SessionRow } from '../sessions/session-store';

/** How long a fresh code opens the step-up window (as GitHub's sudo mode, but minutes). */
export const STEP_UP_MS = 15 * 60_000;

export const STEP_UP_REQUIRED =
  'For your security, please confirm it is you with a new code sent to your email.';

/** 403 `step_up_required`: the client asks for a code for the session's own email, then retries. */
export const stepUpRequired = () => new HttpError(403, 'step_up_required', STEP_UP_REQUIRED);

/** Whether the session proved its own email again within the window, after `since` (if given). */
export function isSteppedUp(
  session: SessionRow | null,
  since: Date | null = null,
  now = Date.now(),
): boolean {
  const at = session?.steppedUpAt?.getTime();
  if (at === undefined) return false;
  return now - at < STEP_UP_MS && (!since || at > since.getTime());
}

/** When this email last submitted its application; null before the first submission. */
export async function lastSubmittedAt(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: submissionRecords.createdAt })
    .from(submissionRecords)
    .where(eq(submissionRecords.email, email))
    .orderBy(desc(submissionRecords.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Whether this session sees its submitted numbers masked: once the application is submitted, a
 * fresh code asked for after that submission opens them for the window; before the first
 * submission the new hire, still typing them, sees them in full.
 */
export async function mustMask(db: Db, session: SessionRow | null): Promise<boolean> {
  if (!session?.email) return true;
  const submittedAt = await lastSubmittedAt(db, session.email);
  return submittedAt !== null && !isSteppedUp(session, submittedAt);
}

/** Changing bank details, TFN or super fund after a submission needs the step-up window. */
export async function assertSteppedUpAfterSubmission(db: Db, session: SessionRow | null) {
  if (await mustMask(db, session)) throw stepUpRequired();
}
