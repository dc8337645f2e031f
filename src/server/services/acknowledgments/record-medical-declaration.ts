import { eq } from 'drizzle-orm';
import type { SignedAnswer } from '../../../shared/acknowledgment';
import { dayOf } from '../../../shared/date-time-format';
import { MEDICAL_QUESTION_IDS, type MedicalDeclaration } from '../../../shared/schemas/medical-declaration';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import type { Cipher } from '../crypto/cipher';
import { dropTaskDraft } from '../drafts/drafts';
import { markSaved } from '../drafts/task-saved';
import { checkAnswers } from './check-answers';
import { documentDigest } from './document-digest';
import { loadSigner } from './load-signer';
import { loadSigningDocument } from './load-signing-document';
import { deleteSignatureFiles, deleteTaskPdf, storeSignatureFile } from './signature-files';
import { evidenceColumns, type SigningRequest } from './signing-evidence';

/** What the encrypted `answers` column holds. */
export interface MedicalAnswers {
  medicalConditions: string;
  medications: string;
  allergies: string;
  answers: SignedAnswer[];
}

export type MedicalDeclarationRow = typeof medicalDeclarations.$inferSelect;

/** The old client's three fields count as answers to their questions when no answer says otherwise. */
function mergeLegacyFields(input: MedicalDeclaration) {
  const answers = [...input.answers];
  for (const [field, questionId] of Object.entries(MEDICAL_QUESTION_IDS)) {
    const value = input[field as keyof typeof MEDICAL_QUESTION_IDS];
    if (value && !answers.some((a) => a.questionId === questionId))
      answers.push({ questionId, answer: value });
  }
  return answers;
}

/**
 * Records the medical declaration against the active medical-declaration document: the answers
 * (health information) encrypted, the initial, and the evidence. One declaration per member; a
 * new one replaces it in one transaction. It is dated the day of its signature in `timeZone`
 * (the employer's): a date the browser sends is ignored.
 */
export async function recordMedicalDeclaration(
  db: Db,
  cipher: Cipher,
  input: MedicalDeclaration,
  signaturePng: Buffer,
  request: SigningRequest,
  timeZone: string,
): Promise<MedicalDeclarationRow> {
  return db.transaction(async (tx) => {
    const member = await loadSigner(tx, input.email);
    const doc = await loadSigningDocument(tx, input, ['medical-declaration']);
    const answers = checkAnswers(doc.questions, mergeLegacyFields(input), { isYesNo: false });
    const answerTo = (id: string) => answers.find((a) => a.questionId === id)?.answer ?? '';
    const stored: MedicalAnswers = {
      medicalConditions: answerTo(MEDICAL_QUESTION_IDS.medicalConditions),
      medications: answerTo(MEDICAL_QUESTION_IDS.medications),
      allergies: answerTo(MEDICAL_QUESTION_IDS.allergies),
      answers,
    };
    const [earlier] = await tx
      .select({ fileId: medicalDeclarations.signatureFileId })
      .from(medicalDeclarations)
      .where(eq(medicalDeclarations.memberId, member.id));
    await tx.delete(medicalDeclarations).where(eq(medicalDeclarations.memberId, member.id));
    await deleteSignatureFiles(tx, member.id, [earlier?.fileId ?? null]);
    await deleteTaskPdf(tx, member.id, 'medical-declaration');
    const signatureFileId = await storeSignatureFile(tx, cipher, member.id, signaturePng);
    const at = request.at;
    const [row] = await tx
      .insert(medicalDeclarations)
      .values({
        memberId: member.id,
        email: member.email,
        answers: cipher.encrypt(JSON.stringify(stored)),
        policyDocumentId: doc.id,
        // The date of the signature in the employer's zone, not the browser's day (issue 35).
        medicalDeclarationDate: dayOf(at, timeZone),
        signatureFileId,
        submittedAt: at,
        updatedAt: at,
        ...evidenceColumns(request, documentDigest(doc)),
      })
      .returning();
    await dropTaskDraft(tx, member.email, 'medical-declaration');
    await markSaved(tx, member.email, 'medical-declaration');
    return row!;
  });
}
