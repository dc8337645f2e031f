import { and, eq } from 'drizzle-orm';
import type { PolicyAcknowledgment } from '../../../shared/schemas/policy-acknowledgment';
import { ACKNOWLEDGED_TASKS, PDF_TASKS, readAndSignTask } from '../../../shared/task-descriptors/index';
import { documentTaskId } from '../../../shared/document-tasks';
import { DOCUMENT_TYPES, isEmployerDocumentType } from '../../../shared/schemas/policy-document';
import type { Db } from '../../db/client';
import { assertDocumentApplies } from '../policy-documents/document-applies';
import type { Cipher } from '../crypto/cipher';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { dropTaskDraft } from '../drafts/drafts';
import { markSaved } from '../drafts/task-saved';
import { checkAnswers } from './check-answers';
import { documentDigest } from './document-digest';
import { loadSigner } from './load-signer';
import { loadSigningDocument } from './load-signing-document';
import { personaliseDocument } from './personalise-document';
import { deleteSignatureFiles, deleteTaskPdf, storeSignatureFile } from './signature-files';
import { evidenceColumns, type SigningRequest } from './signing-evidence';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { questionForHrJobs } from './question-for-hr-job';

/**
 * Medical answers are health information: they go to the encrypted medical declaration only.
 * Every employer document type is signed here (decision 090).
 */
export const ACKNOWLEDGEABLE_TYPES = [
  ...ACKNOWLEDGED_TASKS.map((task) => task.id),
  ...DOCUMENT_TYPES.map((type) => type.value).filter(isEmployerDocumentType),
];

export type PolicyAcknowledgmentRow = typeof policyAcknowledgments.$inferSelect;

/**
 * Records an acknowledgment of the active document, replacing this person's earlier one of the
 * same document type, in one transaction. Every rule is checked before anything is written. A
 * question for HR (decision 115) queues its emails in the same transaction; the caller wakes the worker.
 */
export async function acknowledgePolicy(
  db: Db,
  cipher: Cipher,
  input: PolicyAcknowledgment,
  signaturePng: Buffer,
  request: SigningRequest,
  queue: { maxAttempts: number },
): Promise<PolicyAcknowledgmentRow> {
  return db.transaction(async (tx) => {
    const member = await loadSigner(tx, input.email);
    const doc = await loadSigningDocument(tx, input, ACKNOWLEDGEABLE_TYPES);
    const isEmployerDocument = isEmployerDocumentType(doc.documentType);
    if (isEmployerDocument) await assertDocumentApplies(tx, doc, member);
    const task = readAndSignTask(doc.documentType)?.readAndSign;
    const answers = checkAnswers(doc.questions, input.answers, { isYesNo: task?.screen.kind === 'yes-no' });
    const content = task?.isPersonalised ? await personaliseDocument(doc.content, member) : doc.content;
    // A built-in task has one document of its type; an employer's may have several (decision 090).
    const sameType = and(
      eq(policyAcknowledgments.memberId, member.id),
      isEmployerDocument
        ? eq(policyAcknowledgments.policyDocumentId, doc.id)
        : eq(policyAcknowledgments.documentType, doc.documentType),
    );
    const earlier = await tx
      .select({ fileId: policyAcknowledgments.signatureFileId })
      .from(policyAcknowledgments)
      .where(sameType);
    await tx.delete(policyAcknowledgments).where(sameType);
    await deleteSignatureFiles(
      tx,
      member.id,
      earlier.map((row) => row.fileId),
    );
    const pdfTask = PDF_TASKS.find((t) => t.id === doc.documentType);
    if (pdfTask) await deleteTaskPdf(tx, member.id, pdfTask.id);
    const signatureFileId = await storeSignatureFile(tx, cipher, member.id, signaturePng);
    const at = request.at;
    const [row] = await tx
      .insert(policyAcknowledgments)
      .values({
        memberId: member.id,
        email: member.email,
        policyDocumentId: doc.id,
        documentType: doc.documentType,
        policyTitle: doc.title,
        policyVersion: doc.version,
        signatureFileId,
        answers,
        acknowledgedAt: at,
        ...evidenceColumns(request, documentDigest({ ...doc, content })),
      })
      .returning();
    await enqueueJobs(tx, await questionForHrJobs(tx, row!.id, member.email, answers), queue.maxAttempts);
    await dropTaskDraft(tx, member.email, doc.documentType);
    const signed = isEmployerDocument ? documentTaskId(doc.id) : readAndSignTask(doc.documentType)?.id;
    if (signed) await markSaved(tx, member.email, signed);
    return row!;
  });
}
