import { and, count, desc, eq, gt } from 'drizzle-orm';
import { TASKS } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { conflict, tooMany } from '../../http-errors';
import { enqueueJobs, type NewJob } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { renderApplicationPdf } from '../pdf/render-application-pdf';
import { withdrawApproval } from '../retention/withdraw-approval';
import { getStatus } from '../status/get-status';
import { diffApplications } from './application-diff';
import type { ApplicationSnapshot } from './application-snapshot';
import { collectApplication } from './collect-application';
import { ensureTaskPdfs } from './ensure-task-pdfs';
import { FILE_KINDS, SUBMISSION_JOBS } from './submission-kinds';
import { loadSnapshotImages, toPdfInput } from './to-pdf-input';

export interface SubmitResult {
  submissionId: string;
  isResubmission: boolean;
  /** True when nothing changed since the last submission (a double click, a second tab). */
  alreadySubmitted: boolean;
}

export const INCOMPLETE_MESSAGE = 'Please complete every task before submitting. Still to do: ';

async function lockMember(tx: Db, email: string): Promise<string | null> {
  // One submission at a time per member: a second click or tab waits here, then finds the first.
  const [row] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, email))
    .for('update');
  return row?.id ?? null;
}

async function latestSubmission(tx: Db, memberId: string) {
  const [row] = await tx
    .select()
    .from(submissionRecords)
    .where(eq(submissionRecords.memberId, memberId))
    .orderBy(desc(submissionRecords.createdAt))
    .limit(1);
  return row;
}

const SUBMISSION_WINDOW_MS = 3600_000;
const MAX_SUBMISSIONS_PER_WINDOW = 5;
export const TOO_MANY_SUBMISSIONS =
  'This application was submitted several times in the last hour. Please wait an hour before submitting again.';

/**
 * Records the application in one transaction: the encrypted snapshot of every task, the
 * application PDF, and the jobs that deliver it (recipients' emails, the new hire's
 * confirmation, the records system). Refused with 409 naming the tasks not yet complete.
 */
export async function submitApplication(deps: AppDeps, email: string): Promise<SubmitResult> {
  const { db } = deps.database;
  await ensureTaskPdfs(deps, email);
  const result = await db.transaction(async (tx) => {
    const memberId = await lockMember(tx, email);
    const status = await getStatus(tx, email);
    const missing = TASKS.filter((t) => !status.tasks.find((s) => s.id === t.id)?.isCompleted);
    if (!memberId || missing.length > 0) {
      const names = (memberId ? missing : TASKS).map((t) => t.title);
      throw conflict('incomplete_application', `${INCOMPLETE_MESSAGE}${names.join(', ')}.`);
    }
    const previous = await latestSubmission(tx, memberId);
    if (previous && !status.resubmissionRequired) {
      return {
        submissionId: previous.id,
        isResubmission: previous.isResubmission === 'true',
        alreadySubmitted: true,
      };
    }
    // Each submission emails every recipient and calls the records system: a loop of re-sign and
    // resubmit must not become a way to flood them (or to grow the database without bound).
    const [recent] = await tx
      .select({ n: count() })
      .from(submissionRecords)
      .where(
        and(
          eq(submissionRecords.memberId, memberId),
          gt(submissionRecords.createdAt, new Date(Date.now() - SUBMISSION_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_SUBMISSIONS_PER_WINDOW) throw tooMany(TOO_MANY_SUBMISSIONS);
    const snapshot = (await collectApplication(tx, deps.cipher, memberId))!;
    const isResubmission = previous !== undefined;
    const changes = previous
      ? diffApplications(
          JSON.parse(deps.cipher.decrypt(previous.submissionData)) as ApplicationSnapshot,
          snapshot,
        )
      : undefined;
    const submittedAt = new Date();
    const pdf = await renderApplicationPdf(
      toPdfInput(snapshot, await loadSnapshotImages(tx, snapshot), {
        companyName: deps.env.COMPANY_NAME,
        generatedAt: submittedAt,
        isResubmission,
        changes,
      }),
    );
    const [file] = await tx
      .insert(storedFiles)
      .values({
        memberId,
        kind: FILE_KINDS.applicationPdf,
        contentType: 'application/pdf',
        size: pdf.length,
        bytes: pdf,
      })
      .returning({ id: storedFiles.id });
    const [record] = await tx
      .insert(submissionRecords)
      .values({
        memberId,
        email,
        fullName: snapshot.fullName,
        isResubmission: String(isResubmission),
        submissionData: deps.cipher.encrypt(JSON.stringify(snapshot)),
        pdfFileId: file!.id,
      })
      .returning({ id: submissionRecords.id });
    const submissionId = record!.id;
    await withdrawApproval(tx, memberId, submissionId);
    const recipients = await tx
      .select({ email: notificationRecipients.email })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.active, true));
    const jobs: NewJob[] = [
      ...recipients.map((r) => ({
        kind: SUBMISSION_JOBS.notifyRecipient,
        payload: { submissionId, to: r.email },
      })),
      { kind: SUBMISSION_JOBS.confirmEmployee, payload: { submissionId } },
      { kind: SUBMISSION_JOBS.deliverRecords, payload: { submissionId } },
    ];
    await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
    return { submissionId, isResubmission, alreadySubmitted: false };
  });
  if (!result.alreadySubmitted) deps.jobs.wake();
  return result;
}
