import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
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
export async function submissionAttachments(db: Db, record: SubmissionRecord): Promise<MailAttachment[]> {
  const name = safeName(record.fullName);
  const list: MailAttachment[] = [];
  if (record.pdfFileId) {
    const [pdf] = await db.select().from(storedFiles).where(eq(storedFiles.id, record.pdfFileId));
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
    const latest = taskPdfs.find((f) => f.kind === kind);
    if (latest)
      list.push({
        filename: `${kind.replace(/-pdf$/, '')}-${name}.pdf`,
        content: latest.bytes,
        contentType: 'application/pdf',
      });
  }
  return list;
}
