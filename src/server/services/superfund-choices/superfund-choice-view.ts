import type { superfundChoices } from '../../db/schema/superfund-choices';
import type { Cipher } from '../crypto/cipher';
import type { FundChoice } from '../../../shared/choice-labels';

export type SuperfundChoiceRow = typeof superfundChoices.$inferSelect;

/** A choice as its owner sees it: TFN and SMSF bank details decrypted, the signature inline. */
export function superfundChoiceView(row: SuperfundChoiceRow, cipher: Cipher, signatureDataUrl: string) {
  return {
    id: row.id,
    email: row.email,
    // Stored as text from a parsed choice; the route's answer schema checks them again.
    fundChoice: row.fundChoice as FundChoice,
    taxFileNumber: cipher.decrypt(row.taxFileNumber),
    cbusMemberNumber: row.cbusMemberNumber,
    fundName: row.fundName,
    fundAddress: row.fundAddress,
    memberNumber: row.memberNumber,
    accountName: row.accountName,
    fundABN: row.fundABN,
    fundUSI: row.fundUSI,
    fundPhoneNumber: row.fundPhoneNumber,
    isSMSF: row.isSMSF as 'yes' | 'no',
    smsfBSB: cipher.decrypt(row.smsfBSB),
    smsfAccountNumber: cipher.decrypt(row.smsfAccountNumber),
    smsfFundESA: row.smsfFundESA,
    superfundSignature: signatureDataUrl,
    signedAt: row.signedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt.toISOString(),
  };
}
