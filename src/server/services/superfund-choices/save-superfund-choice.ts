import { eq } from 'drizzle-orm';
import type { SuperfundChoice } from '../../../shared/schemas/superfund-choice';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { superfundChoices } from '../../db/schema/superfund-choices';
import type { Cipher } from '../crypto/cipher';
import { readSignaturePng } from '../acknowledgments/read-signature-png';
import type { SignatureEvidence } from '../signatures/signature-evidence';
import { storeSignatureFile } from '../signatures/store-signature';
import { findMemberForTask } from '../team-members/find-member-for-task';
import { superfundChoiceView } from './superfund-choice-view';
import { dropTaskDraft } from '../drafts/drafts';
import { markSaved } from '../drafts/task-saved';

/**
 * POST /api/superfund-choices: the choice (TFN and SMSF bank details encrypted), its signature
 * and evidence, in one transaction; a new choice replaces the previous one.
 */
export async function saveSuperfundChoice(
  db: Db,
  cipher: Cipher,
  input: SuperfundChoice,
  evidence: SignatureEvidence,
) {
  // Decoded in full, of a pad's size, with ink: not just PNG magic bytes (as for policies).
  const png = await readSignaturePng(input.superfundSignature, 'signature');
  const { superfundSignature: _signature, ...fields } = input;
  return db.transaction(async (tx) => {
    const member = await findMemberForTask(tx, input.email);
    const [previous] = await tx
      .select({ fileId: superfundChoices.signatureFileId })
      .from(superfundChoices)
      .where(eq(superfundChoices.memberId, member.id));
    const signatureFileId = await storeSignatureFile(tx, cipher, member.id, 'superfund-signature', png);
    const now = new Date();
    const values = {
      ...fields,
      taxFileNumber: cipher.encrypt(fields.taxFileNumber),
      smsfBSB: cipher.encrypt(fields.smsfBSB),
      smsfAccountNumber: cipher.encrypt(fields.smsfAccountNumber),
      signatureFileId,
      ...evidence,
      submittedAt: now,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(superfundChoices)
      .values({ memberId: member.id, ...values })
      .onConflictDoUpdate({ target: superfundChoices.memberId, set: values })
      .returning();
    if (previous?.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, previous.fileId));
    await dropTaskDraft(tx, input.email, 'superfund-choice');
    await markSaved(tx, input.email, 'superfund-choice');
    return superfundChoiceView(row!, cipher, input.superfundSignature);
  });
}
