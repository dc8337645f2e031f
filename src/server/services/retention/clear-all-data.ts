import { count, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema/email-codes';
import { emailGuessLimits } from '../../db/schema/email-guess-limits';
import { jobs } from '../../db/schema/jobs';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { licences } from '../../db/schema/licences';
import { stepDrafts } from '../../db/schema/step-drafts';
import { taskStates } from '../../db/schema/task-states';
import { applications } from '../../db/schema/applications';
import { APPLICATION_JOBS } from '../applications/application-jobs';
import { storedFiles } from '../../db/schema/stored-files';
import { EMPLOYER_LOGO_KIND } from '../settings/employer-logo';
import { teamMembers } from '../../db/schema/team-members';
import { PDF_JOBS } from '../pdf-files/queue-pdf';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { GUESS_CAP_JOB } from '../email-codes/guess-limits';
import { IDENTITY_JOBS } from '../identity/identity-job-handlers';
import { forgetSessions } from './forget-emails';
import { forgetSubmissionJobs } from './forget-submission-jobs';
import { assertDeletable, memberRetention } from './retention-facts';
import { conflict, HttpError } from '../../http-errors';

export const CLEAR_ALL_CONFIRMATION = 'DELETE ALL DATA';

export const CLEAR_ALL_KEPT =
  'Clear All Data is for an install with no employee record inside its retention period (or a test install).';

/**
 * Refuses the wipe (409) while an employee record is inside its retention period or under a legal
 * hold (decision 108), naming the first such record, its rule and date. Runs in the wipe's
 * transaction. A test install (RETENTION_TEST_INSTALL) skips it.
 */
async function assertNothingKept(tx: Db, today: string): Promise<void> {
  const kept = await memberRetention(tx, sql`(a.approved_at is not null or m.legal_hold_at is not null)`);
  for (const row of kept) {
    try {
      assertDeletable(row, today, true);
    } catch (err) {
      if (err instanceof HttpError) throw conflict(err.error, `${CLEAR_ALL_KEPT} ${err.message}`);
      throw err;
    }
  }
}

export interface ClearedCounts {
  teamMembers: number;
  policyAcknowledgments: number;
}

/**
 * Wipes every application (DESIGN.md §3.4): members and all they own, drafts, files,
 * submissions and their jobs, email codes and employee sessions. Policy documents, notification
 * recipients, admin sessions and the audit log stay; refused while the law keeps an employee
 * record (decision 108). The copies outside these rows are erased
 * afterwards (erase-deleted-copies.ts).
 */
export async function clearAllData(
  db: Db,
  by: ActingAdmin,
  retention: { today: string; isTestInstall: boolean },
): Promise<ClearedCounts> {
  const actor = adminActor(by);
  return db.transaction(async (tx) => {
    // Locks every member first: none is approved meanwhile between the check and the wipe.
    await tx.execute(sql`select 1 from team_members for update`);
    if (!retention.isTestInstall) await assertNothingKept(tx, retention.today);
    const [members] = await tx.select({ n: count() }).from(teamMembers);
    const [acks] = await tx.select({ n: count() }).from(policyAcknowledgments);
    const cleared = { teamMembers: members?.n ?? 0, policyAcknowledgments: acks?.n ?? 0 };
    // Acknowledgments, declarations, superfund choices, submissions and member files cascade.
    await tx.delete(teamMembers);
    await tx.delete(stepDrafts);
    // Licences of hires not yet saved as members (a member's cascade above).
    await tx.delete(licences);
    await tx.delete(taskStates);
    // HR's applications and their history (decision 031); their emails' jobs go below.
    await tx.delete(applications);
    // The employer's logo is the employer's, not a hire's (decision 087).
    await tx.delete(storedFiles).where(ne(storedFiles.kind, EMPLOYER_LOGO_KIND));
    await tx.delete(emailCodes);
    await tx.delete(emailGuessLimits);
    await forgetSubmissionJobs(tx, 'all');
    // Notices about a person, not a submission: they name addresses, a device and an IP. And the
    // PDF jobs, whose files are gone.
    await tx
      .delete(jobs)
      .where(
        inArray(jobs.kind, [
          IDENTITY_JOBS.applicationMoved,
          GUESS_CAP_JOB,
          PDF_JOBS.render,
          APPLICATION_JOBS.invitation,
          APPLICATION_JOBS.changesRequested,
          APPLICATION_JOBS.approved,
          APPLICATION_JOBS.reminder,
        ]),
      );
    await forgetSessions(tx, sql`true`);
    await writeAudit(tx, { actor, admin: by, action: 'data.clear_all', details: { ...cleared } });
    return cleared;
  });
}
