import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import type { AppDeps } from '../../types';
import { drawnPdf } from '../pdf-files/pdf-files';
import { isPendingPdf } from '../pdf-files/queue-pdf';
import type { MailAttachment } from '../mail/mail-service';
import { FILE_KINDS } from './submission-kinds';

export type SubmissionRecord = typeof submissionRecords.$inferSelect;

export async function findSubmission(db: Db, id: string): Promise<SubmissionRecord | undefined> {
  const [row] = await db.select().from(submissionRecords).where(eq(submissionRecords.id, id));
  return row;
}

const safeName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w -]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'employee';

/**
 * The application PDF of a submission, then the member's latest medical declaration and
 * confidentiality agreement PDFs when those screens have made them.
 */
export async function submissionAttachments(
  deps: Pick<AppDeps, 'database' | 'cipher' | 'env' | 'pdf'>,
  record: SubmissionRecord,
): Promise<MailAttachment[]> {
  const { db } = deps.database;
  const name = safeName(record.fullName);
  const list: MailAttachment[] = [];
  if (record.pdfFileId) {
    // Drawn now if its job has not run yet (decision 026).
    const pdf = await drawnPdf(deps, record.pdfFileId);
    if (pdf)
      list.push({ filename: `application-${name}.pdf`, content: pdf.bytes, contentType: 'application/pdf' });
  }
  const taskPdfs = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.memberId, record.memberId),
        inArray(storedFiles.kind, [FILE_KINDS.medicalPdf, FILE_KINDS.confidentialityPdf]),
      ),
    )
    .orderBy(desc(storedFiles.createdAt));
  for (const kind of [FILE_KINDS.medicalPdf, FILE_KINDS.confidentialityPdf]) {
    const found = taskPdfs.find((f) => f.kind === kind);
    const latest = found && isPendingPdf(found) ? await drawnPdf(deps, found.id) : found;
    if (latest)
      list.push({
        filename: `${kind.replace(/-pdf$/, '')}-${name}.pdf`,
        content: latest.bytes,
        contentType: 'application/pdf',
      });
  }
  return list;
}
