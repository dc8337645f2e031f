import { and, eq } from 'drizzle-orm';
import { PDF_TASKS } from '../../../shared/task-descriptors/index';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';
import { notFound } from '../../http-errors';
import { findMember } from './load-signer';
import { deleteSignatureFiles, deleteTaskPdf } from './signature-files';

const NOTHING_TO_RESET = 'No acknowledgment to reset';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `policyId` is a document's id (spec §7) or a document type; either names the type to clear. */
async function documentTypeOf(db: Db, policyId: string): Promise<string | null> {
  if (!UUID.test(policyId)) return policyId;
  const [doc] = await db
    .select({ type: policyDocuments.documentType })
    .from(policyDocuments)
    .where(eq(policyDocuments.id, policyId));
  return doc?.type ?? null;
}

/**
 * Reset: this person's acknowledgment of that document type, its initial and its PDF go, in one
 * transaction; 404 when there is none. A submitted application keeps its own copy.
 */
export async function resetAcknowledgment(db: Db, email: string, policyId: string): Promise<void> {
  const documentType = await documentTypeOf(db, policyId);
  const member = await findMember(db, email);
  if (!documentType || !member) throw notFound(NOTHING_TO_RESET);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(policyAcknowledgments)
      .where(
        and(
          eq(policyAcknowledgments.memberId, member.id),
          eq(policyAcknowledgments.documentType, documentType),
        ),
      )
      .returning({ fileId: policyAcknowledgments.signatureFileId });
    if (removed.length === 0) throw notFound(NOTHING_TO_RESET);
    await deleteSignatureFiles(
      tx,
      member.id,
      removed.map((r) => r.fileId),
    );
    const pdfTask = PDF_TASKS.find((t) => t.id === documentType);
    if (pdfTask) await deleteTaskPdf(tx, member.id, pdfTask.id);
  });
}

export async function resetMedicalDeclaration(db: Db, email: string): Promise<void> {
  const member = await findMember(db, email);
  if (!member) throw notFound(NOTHING_TO_RESET);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(medicalDeclarations)
      .where(eq(medicalDeclarations.memberId, member.id))
      .returning({ fileId: medicalDeclarations.signatureFileId });
    if (removed.length === 0) throw notFound(NOTHING_TO_RESET);
    await deleteSignatureFiles(
      tx,
      member.id,
      removed.map((r) => r.fileId),
    );
    await deleteTaskPdf(tx, member.id, 'medical-declaration');
  });
}
