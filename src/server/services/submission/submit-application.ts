import { eq } from 'drizzle-orm';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { sessions } from '../../db/schema/sessions';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { conflict } from '../../http-errors';
import { enqueueJobs, type NewJob } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { withdrawApproval } from '../retention/withdraw-approval';
import { SUBMITTED_IDLE_MS } from '../sessions/session-store';
import { ensureTaskPdfs } from './ensure-task-pdfs';
import { isSamePlan, planSubmission, type SubmissionPlan } from './plan-submission';
import { FILE_KINDS, SUBMISSION_JOBS } from './submission-kinds';
import { loadSnapshotImages, toPdfInput } from './to-pdf-input';

export interface SubmitResult {
  submissionId: string;
  isResubmission: boolean;
  /** True when nothing changed since the last submission (a double click, a second tab). */
  alreadySubmitted: boolean;
}

/** Rounds of read, render, store when the application keeps changing while it is submitted. */
const MAX_ROUNDS = 3;
export const CHANGED_WHILE_SUBMITTING =
  'Your application changed while it was being submitted. Please submit it again.';

/** The application PDF of `plan`, drawn by the PDF pool (a worker thread; decision 026). */
async function renderPlanPdf(deps: AppDeps, plan: SubmissionPlan, submittedAt: Date): Promise<Buffer> {
  const images = await loadSnapshotImages(deps.database.db, plan.snapshot);
  return deps.pdf.render({
    kind: 'application',
    input: toPdfInput(plan.snapshot, images, {
      companyName: deps.env.COMPANY_NAME,
      employerAbn: deps.env.EMPLOYER_ABN,
      generatedAt: submittedAt,
      isResubmission: plan.isResubmission,
      changes: plan.changes,
    }),
  });
}

/**
 * Records the application: the encrypted snapshot of every task, the application PDF, and the
 * jobs that deliver it (recipients' emails, the new hire's confirmation, the records system), in
 * one transaction, so an acknowledged submission is stored and queued, and a failed one left no
 * trace. The PDF is drawn before that transaction, from the snapshot read then; the transaction
 * reads the snapshot again under the member's lock and stores only if nothing changed (else it
 * reads and draws again). Refused with 409 naming the tasks not yet complete.
 */
export async function submitApplication(deps: AppDeps, email: string): Promise<SubmitResult> {
  const { db } = deps.database;
  await ensureTaskPdfs(deps, email);
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const plan = await planSubmission(db, deps.cipher, email, { lock: false });
    if (!('snapshot' in plan)) return { ...plan, alreadySubmitted: true };
    const submittedAt = new Date();
    const pdf = await renderPlanPdf(deps, plan, submittedAt);
    const result = await db.transaction(async (tx): Promise<SubmitResult | null> => {
      const now = await planSubmission(tx, deps.cipher, email, { lock: true });
      // A second click or tab stored it meanwhile.
      if (!('snapshot' in now)) return { ...now, alreadySubmitted: true };
      // A task was changed (or HR asked for changes) while the PDF was drawn: draw again.
      if (!isSamePlan(plan, now)) return null;
      const [file] = await tx
        .insert(storedFiles)
        .values({
          memberId: plan.memberId,
          kind: FILE_KINDS.applicationPdf,
          contentType: 'application/pdf',
          size: pdf.length,
          bytes: pdf,
        })
        .returning({ id: storedFiles.id });
      const [record] = await tx
        .insert(submissionRecords)
        .values({
          memberId: plan.memberId,
          email,
          fullName: plan.snapshot.fullName,
          isResubmission: String(plan.isResubmission),
          submissionData: deps.cipher.encrypt(plan.snapshotJson),
          pdfFileId: file!.id,
        })
        .returning({ id: submissionRecords.id });
      const submissionId = record!.id;
      await withdrawApproval(tx, plan.memberId, submissionId);
      const recipients = await tx
        .select({ email: notificationRecipients.email })
        .from(notificationRecipients)
        .where(eq(notificationRecipients.active, true));
      const jobs: NewJob[] = [
        ...recipients.map((r) => ({
          kind: SUBMISSION_JOBS.notifyRecipient,
          payload: { submissionId, to: r.email },
        })),
        // A resubmission's confirmation names what changed (field names, never values).
        { kind: SUBMISSION_JOBS.confirmEmployee, payload: { submissionId, changes: plan.changes ?? [] } },
        { kind: SUBMISSION_JOBS.deliverRecords, payload: { submissionId } },
      ];
      await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
      // Submitted: this application's sessions now expire after hours idle, not days.
      await tx
        .update(sessions)
        .set({ idleSeconds: SUBMITTED_IDLE_MS / 1000 })
        .where(eq(sessions.email, email));
      return { submissionId, isResubmission: plan.isResubmission, alreadySubmitted: false };
    });
    if (result) {
      if (!result.alreadySubmitted) deps.jobs.wake();
      return result;
    }
  }
  throw conflict('application_changed', CHANGED_WHILE_SUBMITTING);
}
