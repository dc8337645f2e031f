import { and, eq } from 'drizzle-orm';
import type { SignatureEvidence } from '../../../shared/acknowledgment';
import type { PdfTaskType } from '../../../shared/schemas/task-completion';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { badRequest } from '../../http-errors';
import { confidentialityView, medicalView } from '../acknowledgments/acknowledgment-views';
import { findMember } from '../acknowledgments/load-signer';
import { TASK_PDF_KIND } from '../acknowledgments/signature-files';
import type { Cipher } from '../crypto/cipher';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import { renderTaskPdf, type TaskPdfInput } from './render-task-pdf';

const NOT_SIGNED: Record<PdfTaskType, string> = {
  'medical-declaration': 'There is no medical declaration to complete. Please acknowledge it first.',
  'confidentiality-agreement': 'There is no confidentiality agreement to complete. Please sign it first.',
};

async function readFile(db: Db, url: string | null): Promise<Buffer | null> {
  const id = url?.split('/').pop();
  if (!id) return null;
  const [file] = await db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return file?.bytes ?? null;
}

/** The stored record, not the client's copy of it, is what the PDF shows. */
async function pdfInput(db: Db, cipher: Cipher, email: string, taskType: PdfTaskType): Promise<TaskPdfInput> {
  const member = await findMember(db, email);
  const record =
    taskType === 'medical-declaration'
      ? await medicalView(db, cipher, email)
      : await confidentialityView(db, email);
  if (!member || !record) throw badRequest(NOT_SIGNED[taskType], { taskType: NOT_SIGNED[taskType] });
  const person = { fullName: member.fullName, email: member.email, position: member.position };
  const base = {
    person,
    document: { title: record.policyTitle, version: record.policyVersion },
    answers: record.answers,
    signaturePng: await readFile(db, record.signature),
    evidence: record.evidence satisfies SignatureEvidence,
  };
  if ('medicalDeclarationDate' in record) {
    return {
      ...base,
      heading: 'Medical Declaration',
      details: [['Declaration date', formatAuDate(record.medicalDeclarationDate)]],
      statement: 'Declared true and complete, and signed.',
    };
  }
  return {
    ...base,
    heading: 'Confidentiality Agreement',
    details: [
      ['Agreement type', record.agreementType],
      ['Acknowledgment date', formatAuDateTime(new Date(record.acknowledgedAt))],
    ],
    statement: 'Acknowledged and Signed',
  };
}

/**
 * POST /api/tasks/complete: renders the signed medical declaration or confidentiality agreement
 * and stores it with the member's files (replacing the earlier one), for the submission to attach.
 */
export async function completeTask(
  db: Db,
  cipher: Cipher,
  email: string,
  taskType: PdfTaskType,
): Promise<{ fileId: string; kind: string; size: number }> {
  const input = await pdfInput(db, cipher, email, taskType);
  const pdf = await renderTaskPdf(input);
  const kind = TASK_PDF_KIND[taskType];
  return db.transaction(async (tx) => {
    const member = await findMember(tx, email);
    if (!member) throw badRequest(NOT_SIGNED[taskType]);
    await tx.delete(storedFiles).where(and(eq(storedFiles.memberId, member.id), eq(storedFiles.kind, kind)));
    const [file] = await tx
      .insert(storedFiles)
      .values({ memberId: member.id, kind, contentType: 'application/pdf', size: pdf.length, bytes: pdf })
      .returning({ id: storedFiles.id });
    return { fileId: file!.id, kind, size: pdf.length };
  });
}
