import { eq } from 'drizzle-orm';
import {
  canClaimUnder18,
  splitFullName,
  splitGivenNames,
  UNDER_18_ONLY,
  type TaxDeclaration,
} from '../../../shared/schemas/tax-declaration';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { badRequest } from '../../http-errors';
import type { Cipher } from '../crypto/cipher';
import { dropTaskDraft } from '../drafts/drafts';
import { markSaved } from '../drafts/task-saved';
import { readSignaturePng } from '../acknowledgments/read-signature-png';
import type { SignatureEvidence } from '../signatures/signature-evidence';
import { storeSignatureFile } from '../signatures/store-signature';
import { findMemberForTask } from '../team-members/find-member-for-task';
import { taxDeclarationView } from './tax-declaration-view';
import { dayOf } from '../../../shared/date-time-format';

export const TAX_DRAFT_ID = 'tax-declaration';

/**
 * POST /api/tax-declarations: the declaration, its initial and evidence, in one transaction
 * (so the spec's 'Partial Success' cannot happen). A new declaration replaces the previous one;
 * the draft and any edit marker go with it.
 */
export async function submitTaxDeclaration(
  db: Db,
  cipher: Cipher,
  input: TaxDeclaration,
  evidence: SignatureEvidence,
  timeZone: string,
) {
  // Decoded in full, of a pad's size, with ink: not just PNG magic bytes (as for policies).
  const png = await readSignaturePng(input.taxDeclarationSignature, 'signature');
  const { taxDeclarationSignature: _signature, ...answers } = input;
  return db.transaction(async (tx) => {
    const member = await findMemberForTask(tx, input.email);
    const now = new Date();
    // The declaration is dated the day of its signature in the employer's zone: not a field the
    // hire fills in (a date sent is ignored), and the medical declaration's rule too (issue 35).
    const taxDeclarationDate = dayOf(evidence.signedAt, timeZone);
    if (input.tfnExemption === 'under18' && !canClaimUnder18(member.dateOfBirth, taxDeclarationDate)) {
      throw badRequest(UNDER_18_ONLY, { tfnExemption: UNDER_18_ONLY });
    }
    const [previous] = await tx
      .select({ fileId: taxDeclarations.signatureFileId })
      .from(taxDeclarations)
      .where(eq(taxDeclarations.memberId, member.id));
    const signatureFileId = await storeSignatureFile(tx, cipher, member.id, 'tax-signature', png);
    // The names as NAT 3092 asks them; a name left blank is taken from Full Name.
    const split = splitFullName(member.fullName);
    const givenNames = answers.givenNames || split.givenNames;
    // First and middle as the hire confirmed them; left blank, split at the first space.
    const names = answers.firstName ? answers : splitGivenNames(givenNames);
    const values = {
      ...answers,
      familyName: answers.familyName || split.familyName,
      givenNames,
      firstName: names.firstName,
      middleName: names.middleName,
      taxFileNumber: cipher.encrypt(answers.taxFileNumber),
      taxDeclarationDate,
      signatureFileId,
      ...evidence,
      submittedAt: now,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(taxDeclarations)
      .values({ memberId: member.id, ...values })
      .onConflictDoUpdate({ target: taxDeclarations.memberId, set: values })
      .returning();
    if (previous?.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, previous.fileId));
    await dropTaskDraft(tx, input.email, TAX_DRAFT_ID);
    await markSaved(tx, input.email, 'tax-declaration');
    return taxDeclarationView(row!, cipher, input.taxDeclarationSignature);
  });
}
