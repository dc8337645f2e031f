import { and, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { licences } from '../../db/schema/licences';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { emailCodes } from '../../db/schema/email-codes';
import { emailGuessLimits } from '../../db/schema/email-guess-limits';
import { jobs } from '../../db/schema/jobs';
import { sessions } from '../../db/schema/sessions';
import { stepDrafts } from '../../db/schema/step-drafts';
import { taskStates } from '../../db/schema/task-states';
import { storedFiles } from '../../db/schema/stored-files';

/** Keeps each `in (...)` list well under the 65,535 bind parameters a statement may carry. */
export const IN_LIST_MAX = 1000;

/** Sessions whose admin grant is over (or never was): an employee's. */
export const isEmployeeSession = or(isNull(sessions.adminUntil), lte(sessions.adminUntil, sql`now()`))!;

/**
 * Removes what is keyed by email rather than by member id: HR's application, drafts, draft files, email codes (and
 * the count of wrong ones), jobs naming the address and the employees' sessions. A live admin session only loses its binding to the email.
 * Runs inside the caller's transaction.
 */
export async function forgetEmails(tx: Db, emails: string[]): Promise<void> {
  for (let i = 0; i < emails.length; i += IN_LIST_MAX) {
    const chunk = emails.slice(i, i + IN_LIST_MAX);
    await tx.delete(stepDrafts).where(inArray(stepDrafts.email, chunk));
    await tx.delete(taskStates).where(inArray(taskStates.email, chunk));
    // HR's application row and its history (decision 031).
    await tx.delete(applications).where(inArray(applications.email, chunk));
    await tx.delete(licences).where(inArray(licences.email, chunk));
    await tx.delete(storedFiles).where(inArray(storedFiles.email, chunk));
    await tx.delete(emailCodes).where(inArray(emailCodes.email, chunk));
    await tx.delete(emailGuessLimits).where(inArray(emailGuessLimits.email, chunk));
    await tx.delete(jobs).where(namesAnAddress(chunk));
    await forgetSessions(tx, inArray(sessions.email, chunk));
  }
}

/**
 * Jobs about a person rather than a submission (an 'application moved' notice, a guess-cap
 * warning) name the address in their payload, with the device and IP of the move.
 */
function namesAnAddress(emails: string[]): SQL {
  const named = (key: string) => inArray(sql`${jobs.payload}->>${key}`, emails);
  return or(named('email'), named('to'), named('from'), named('into'))!;
}

/** Deletes the matching employee sessions and unbinds the matching admin sessions. */
export async function forgetSessions(tx: Db, match: SQL): Promise<void> {
  await tx.delete(sessions).where(and(match, isEmployeeSession));
  await tx
    .update(sessions)
    .set({ email: null })
    .where(and(match, isNotNull(sessions.email)));
}
