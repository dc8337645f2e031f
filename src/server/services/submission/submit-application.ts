import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions';
import { submissionRecords } from '../../db/schema/submission-records';
import { enqueueJobs, type NewJob } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { employmentTypeOf, statementsGiven } from '../fair-work/fair-work-statements';
import { receivingRecipients } from '../notifications/receiving-recipients';
import { pinImages } from '../pdf-files/pinned-images';
import { queuePdf } from '../pdf-files/queue-pdf';
import { awaitDownloadAgain, withdrawApproval } from '../retention/withdraw-approval';
import { SUBMITTED_IDLE_MS } from '../sessions/session-store';
import { ensureTaskPdfs } from './ensure-task-pdfs';
import { planSubmission } from './plan-submission';
import { loadSnapshotImages } from './to-pdf-input';
import { FILE_KINDS, SUBMISSION_JOBS } from './submission-kinds';

export interface SubmitResult {
  submissionId: string;
  isResubmission: boolean;
  /** True when nothing changed since the last submission (a double click, a second tab). */
  alreadySubmitted: boolean;
}

/**
 * Records the application: the encrypted snapshot of every task, and the jobs that draw its PDF
 * and deliver it (recipients' emails, the new hire's confirmation, the records system), in one
 * transaction under the member's row lock, so an acknowledged submission is stored and queued,
 * and a failed one left no trace. No PDF is drawn here (decision 026): the application PDF's row
 * is stored pending and its job, queued first, draws it from the stored snapshot; an email that
 * runs before it draws it itself, from the images pinned in that row. Refused with 409 naming the tasks not yet complete.
 */
export async function submitApplication(deps: AppDeps, email: string): Promise<SubmitResult> {
  const { db } = deps.database;
  await ensureTaskPdfs(deps, email);
  const result = await db.transaction(async (tx): Promise<SubmitResult> => {
    const plan = await planSubmission(tx, deps.cipher, email, { lock: true });
    // A second click or tab stored it already.
    if (!('snapshot' in plan)) return { ...plan, alreadySubmitted: true };
    // The images as submitted, read under the lock: a photo or initial replaced before the PDF
    // is drawn must not change (or vanish from) the submitted application's PDF.
    const pinned = pinImages(await loadSnapshotImages(tx, deps.cipher, plan.snapshot));
    const pdfFileId = await queuePdf(
      tx,
      deps.cipher,
      deps.env.JOB_MAX_ATTEMPTS,
      {
        memberId: plan.memberId,
        kind: FILE_KINDS.applicationPdf,
        sourceSha256: crypto.createHash('sha256').update(plan.snapshotJson).digest('hex'),
      },
      pinned,
    );
    const [record] = await tx
      .insert(submissionRecords)
      .values({
        memberId: plan.memberId,
        email,
        fullName: plan.snapshot.fullName,
        isResubmission: String(plan.isResubmission),
        submissionData: deps.cipher.encrypt(plan.snapshotJson),
        pdfFileId,
        // The Fair Work statements the hire was shown before submitting, recorded as given now.
        fairWorkStatements: JSON.stringify(
          await statementsGiven(
            tx,
            plan.snapshot.taxDeclaration?.basisOfPayment ?? '',
            new Date(),
            await employmentTypeOf(tx, plan.snapshot.email),
          ),
        ),
      })
      .returning({ id: submissionRecords.id });
    const submissionId = record!.id;
    await withdrawApproval(tx, plan.memberId, submissionId);
    if (plan.isResubmission) await awaitDownloadAgain(tx, plan.memberId, submissionId);
    // Active recipients, less any whose staff account is deactivated (issue 35 item 3).
    const recipients = await receivingRecipients(tx);
    const jobs: NewJob[] = [
      ...recipients.map((r) => ({
        kind: SUBMISSION_JOBS.notifyRecipient,
        // The recipient is read again as the email is sent (issue 36 item 3): `to` and `health`
        // say what it was when queued (Deliveries lists `to`), never what is sent.
        payload: { submissionId, recipientId: r.id, to: r.email, health: r.health },
      })),
      // A resubmission's confirmation names what changed (field names, never values).
      { kind: SUBMISSION_JOBS.confirmEmployee, payload: { submissionId, changes: plan.changes ?? [] } },
      { kind: SUBMISSION_JOBS.deliverRecords, payload: { submissionId } },
      // The medical declaration and the sensitive answers, apart (issue 42 item 3).
      { kind: SUBMISSION_JOBS.deliverSensitiveRecords, payload: { submissionId } },
    ];
    await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
    // Submitted: this application's sessions now expire after hours idle, not days.
    await tx
      .update(sessions)
      .set({ idleSeconds: SUBMITTED_IDLE_MS / 1000 })
      .where(eq(sessions.email, email));
    return { submissionId, isResubmission: plan.isResubmission, alreadySubmitted: false };
  });
  if (!result.alreadySubmitted) deps.jobs.wake();
  return result;
}
