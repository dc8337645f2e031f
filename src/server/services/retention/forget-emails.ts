import { and, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { sessions } from '../../db/schema/sessions';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';

/** Keeps each `in (...)` list well under the 65,535 bind parameters a statement may carry. */
export const IN_LIST_MAX = 1000;

/** Sessions whose admin grant is over (or never was): an employee's. */
export const isEmployeeSession = or(isNull(sessions.adminUntil), lte(sessions.adminUntil, sql`now()`))!;

/**
 * Removes what is keyed by email rather than by member id: drafts, draft files, email codes
 * and the employees' sessions. A live admin session only loses its binding to the email.
 * Runs inside the caller's transaction.
 */
export async function forgetEmails(tx: Db, emails: string[]): Promise<void> {
  for (let i = 0; i < emails.length; i += IN_LIST_MAX) {
    const chunk = emails.slice(i, i + IN_LIST_MAX);
    await tx.delete(stepDrafts).where(inArray(stepDrafts.email, chunk));
    await tx.delete(storedFiles).where(inArray(storedFiles.email, chunk));
    await tx.delete(emailCodes).where(inArray(emailCodes.email, chunk));
    await forgetSessions(tx, inArray(sessions.email, chunk));
  }
}

/** Deletes the matching employee sessions and unbinds the matching admin sessions. */
export async function forgetSessions(tx: Db, match: SQL): Promise<void> {
  await tx.delete(sessions).where(and(match, isEmployeeSession));
  await tx
    .update(sessions)
    .set({ email: null })
    .where(and(match, isNotNull(sessions.email)));
}
