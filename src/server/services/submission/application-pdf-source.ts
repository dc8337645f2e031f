import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { submissionRecords } from '../../db/schema/submission-records';
import { openFileBytes } from '../files/file-bytes';
import { parseStatementsGiven } from '../fair-work/fair-work-statements';
import { employerTimeZone } from '../format/employer-time-zone';
import { pinnedImages } from '../pdf-files/pinned-images';
import { isPendingPdf } from '../pdf-files/queue-pdf';
import type { PdfSource, PdfSourceDeps } from '../pdf-files/pdf-sources';
import type { PdfJob } from '../pdf/pdf-job';
import { storedFiles } from '../../db/schema/stored-files';
import type { StoredFile } from '../files/stored-file-access';
import { changeNames, describeChanges } from './application-changes';
import type { ApplicationSnapshot } from './application-snapshot';
import { previousSnapshot, type SubmissionRecord } from './load-submission';
import { loadSnapshotImages, toPdfInput } from './to-pdf-input';
import { employerLogoPng } from '../settings/employer-logo-file';
import { employerPayer } from '../settings/employer';
import { collectionNoticeShownAt, noticeEmployer } from '../applications/collection-notice';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** The application PDF `file` shows now, from its submission record. */
export const applicationPdfSource: PdfSource = async (deps, file) => {
  const { db } = deps.database;
  const [record] = await db.select().from(submissionRecords).where(eq(submissionRecords.pdfFileId, file.id));
  if (!record) return null;
  return applicationPdfJob(deps, record, file, true);
};

/**
 * The application PDF drawn now for a recipient not shown health or other sensitive information
 * (issue 42 item 3): the stored PDF without the sensitive answers. Drawn for each such email, not
 * stored: the stored PDF stays the one every allowed reader gets, and the recipients without
 * health information are few. Its images are those pinned in the stored row while it is pending,
 * else the member's current ones. Null when the submission has no application PDF.
 */
export async function applicationPdfWithoutSensitive(
  deps: PdfSourceDeps,
  record: SubmissionRecord,
): Promise<Buffer | null> {
  if (!record.pdfFileId) return null;
  const [file] = await deps.database.db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.id, record.pdfFileId));
  if (!file) return null;
  const { job } = await applicationPdfJob(deps, record, file, false);
  return deps.pdf.render(job);
}

async function applicationPdfJob(
  deps: PdfSourceDeps,
  record: SubmissionRecord,
  file: StoredFile,
  sensitive: boolean,
): Promise<{ job: PdfJob; digest: string }> {
  const { db } = deps.database;
  const snapshotJson = deps.cipher.decrypt(record.submissionData);
  const snapshot = JSON.parse(snapshotJson) as ApplicationSnapshot;
  const previous = await previousSnapshot(db, deps.cipher, record);
  const isResubmission = record.isResubmission === 'true';
  // The images as submitted (pinned in the pending row); the current ones for a row queued
  // before images were pinned, or (the PDF without the sensitive answers) once it is drawn.
  const images =
    (isPendingPdf(file) ? pinnedImages(openFileBytes(deps.cipher, file.bytes)) : null) ??
    (await loadSnapshotImages(db, deps.cipher, snapshot));
  const input = toPdfInput(snapshot, images, {
    ...employerPayer(deps),
    ...(sensitive ? {} : { sensitive: false as const }),
    logo: (await employerLogoPng(deps)) ?? undefined,
    generatedAt: record.createdAt,
    timeZone: employerTimeZone(deps),
    isResubmission,
    // Named, not valued; the medical answers' change not even named: every recipient gets this PDF.
    changes:
      isResubmission && previous
        ? changeNames(describeChanges(previous, snapshot, { health: false, sensitive }))
        : undefined,
    fairWorkStatements: parseStatementsGiven(record.fairWorkStatements),
    collectionNotice: {
      employer: noticeEmployer(deps),
      shownAt: await collectionNoticeShownAt(db, record.email),
    },
  });
  return { job: { kind: 'application', input }, digest: sha256(snapshotJson) };
}
