import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { PDF_TASKS } from '../../../shared/task-descriptors/index';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import type { AppDeps } from '../../types';
import { drawnPdf } from '../pdf-files/pdf-files';
import { isPendingPdf } from '../pdf-files/queue-pdf';
import type { Cipher } from '../crypto/cipher';
import { openFileBytes } from '../files/file-bytes';
import type { MailAttachment } from '../mail/mail-service';
import type { ApplicationSnapshot } from './application-snapshot';
import { employerDocumentPdfKind } from '../task-pdfs/employer-document-pdf';

export type SubmissionRecord = typeof submissionRecords.$inferSelect;

export async function findSubmission(db: Db, id: string): Promise<SubmissionRecord | undefined> {
  const [row] = await db.select().from(submissionRecords).where(eq(submissionRecords.id, id));
  return row;
}

/** The application as `record` stored it, opened. */
export const openSnapshot = (cipher: Cipher, record: Pick<SubmissionRecord, 'submissionData'>) =>
  JSON.parse(cipher.decrypt(record.submissionData)) as ApplicationSnapshot;

/** The application as the submission before `record` stored it; null for a first submission. */
export async function previousSnapshot(
  db: Db,
  cipher: Cipher,
  record: Pick<SubmissionRecord, 'memberId' | 'createdAt'>,
): Promise<ApplicationSnapshot | null> {
  const [previous] = await db
    .select({ submissionData: submissionRecords.submissionData })
    .from(submissionRecords)
    .where(
      and(eq(submissionRecords.memberId, record.memberId), lt(submissionRecords.createdAt, record.createdAt)),
    )
    .orderBy(desc(submissionRecords.createdAt))
    .limit(1);
  return previous ? openSnapshot(cipher, previous) : null;
}

/** A name as a file name: letters, digits and dashes, lower case. */
export const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w -]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .toLowerCase() || 'employee';

/**
 * The application PDF of a submission, then the member's latest task PDFs (PDF_TASKS) when those
 * screens have made them; one that is health information only for a recipient who receives
 * health information (`health`); then the PDF of each employer document the submission carries.
 * `applicationPdf`: the application PDF drawn for this reader in place of the stored one (without
 * the sensitive answers, `applicationPdfWithoutSensitive`; issue 42 item 3).
 */
export async function submissionAttachments(
  deps: Pick<AppDeps, 'database' | 'cipher' | 'env' | 'settings' | 'pdf'>,
  record: SubmissionRecord,
  opts: { health: boolean; applicationPdf?: Buffer | null },
): Promise<MailAttachment[]> {
  const { db } = deps.database;
  const name = safeName(record.fullName);
  const list: MailAttachment[] = [];
  if (opts.applicationPdf) {
    list.push({
      filename: `application-${name}.pdf`,
      content: opts.applicationPdf,
      contentType: 'application/pdf',
    });
  } else if (record.pdfFileId) {
    // Drawn now if its job has not run yet (decision 026).
    const pdf = await drawnPdf(deps, record.pdfFileId);
    if (pdf)
      list.push({
        filename: `application-${name}.pdf`,
        content: openFileBytes(deps.cipher, pdf.bytes),
        contentType: 'application/pdf',
      });
  }
  // Each task's own PDF; a health information one only for a recipient who receives it.
  const kinds = PDF_TASKS.filter((t) => opts.health || !t.readAndSign.isHealthInformation).map(
    (t) => t.readAndSign.pdf.fileKind,
  );
  const taskPdfs = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.memberId, record.memberId), inArray(storedFiles.kind, kinds)))
    .orderBy(desc(storedFiles.createdAt));
  for (const kind of kinds) {
    const found = taskPdfs.find((f) => f.kind === kind);
    const latest = found && isPendingPdf(found) ? await drawnPdf(deps, found.id) : found;
    if (latest)
      list.push({
        filename: `${kind.replace(/-pdf$/, '')}-${name}.pdf`,
        content: openFileBytes(deps.cipher, latest.bytes),
        contentType: 'application/pdf',
      });
  }
  // Each employer document signed (decision 091), as the submission recorded them.
  for (const doc of openSnapshot(deps.cipher, record).employerDocuments ?? []) {
    const kind = employerDocumentPdfKind(doc.policyDocumentId);
    const found = await latestOfKind(db, record.memberId, kind);
    const latest = found && isPendingPdf(found) ? await drawnPdf(deps, found.id) : found;
    if (latest)
      list.push({
        filename: `${safeName(doc.title)}-${name}.pdf`,
        content: openFileBytes(deps.cipher, latest.bytes),
        contentType: 'application/pdf',
      });
  }
  return list;
}

async function latestOfKind(db: Db, memberId: string, kind: string) {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.memberId, memberId), eq(storedFiles.kind, kind)))
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  return file;
}
