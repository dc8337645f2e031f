import type { taxDeclarations } from '../../db/schema/tax-declarations';
import type { Cipher } from '../crypto/cipher';
import type { BasisOfPayment, ResidencyStatus, TfnExemption, Title } from '../../../shared/choice-labels';

type YesNo = 'yes' | 'no';

export type TaxDeclarationRow = typeof taxDeclarations.$inferSelect;

/** A declaration as its owner sees it: the TFN decrypted (the screens mask it), the initial inline. */
export function taxDeclarationView(row: TaxDeclarationRow, cipher: Cipher, signatureDataUrl: string) {
  return {
    id: row.id,
    email: row.email,
    title: row.title as Title | '',
    familyName: row.familyName,
    givenNames: row.givenNames,
    firstName: row.firstName,
    middleName: row.middleName,
    homeCountry: row.homeCountry,
    taxFileNumber: cipher.decrypt(row.taxFileNumber),
    // Stored as text from a parsed declaration; the route's answer schema checks them again.
    tfnExemption: row.tfnExemption as TfnExemption | '',
    basisOfPayment: row.basisOfPayment as BasisOfPayment,
    australianResident: row.australianResident as ResidencyStatus,
    claimTaxFreeThreshold: row.claimTaxFreeThreshold as YesNo,
    hasHELPDebt: row.hasHELPDebt as YesNo,
    previousFamilyName: row.previousFamilyName,
    taxDeclarationDate: row.taxDeclarationDate,
    taxDeclarationSignature: signatureDataUrl,
    signedAt: row.signedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt.toISOString(),
  };
}
