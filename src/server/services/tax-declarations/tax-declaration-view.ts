import type { taxDeclarations } from '../../db/schema/tax-declarations';
import type { Cipher } from '../crypto/cipher';

export type TaxDeclarationRow = typeof taxDeclarations.$inferSelect;

/** A declaration as its owner sees it: the TFN decrypted (the screens mask it), the initial inline. */
export function taxDeclarationView(row: TaxDeclarationRow, cipher: Cipher, signatureDataUrl: string) {
  return {
    id: row.id,
    email: row.email,
    title: row.title,
    familyName: row.familyName,
    givenNames: row.givenNames,
    homeCountry: row.homeCountry,
    taxFileNumber: cipher.decrypt(row.taxFileNumber),
    tfnExemption: row.tfnExemption,
    basisOfPayment: row.basisOfPayment,
    australianResident: row.australianResident,
    claimTaxFreeThreshold: row.claimTaxFreeThreshold,
    hasHELPDebt: row.hasHELPDebt,
    previousFamilyName: row.previousFamilyName,
    taxDeclarationDate: row.taxDeclarationDate,
    taxDeclarationSignature: signatureDataUrl,
    signedAt: row.signedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt.toISOString(),
  };
}
