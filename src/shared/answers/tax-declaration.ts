import { z } from 'zod/mini';
import { BASIS_OF_PAYMENT, RESIDENCY_STATUSES, TFN_EXEMPTIONS, TITLES } from '../choice-labels';
import { timestamp } from '../schemas/answers';

/**
 * GET /api/tax-declarations/{email} and POST's 201: the declaration as its owner sees it. The TFN
 * comes masked once the application is submitted and no fresh code was entered (`masked`,
 * DESIGN.md §3.2); the initial inline as a data URL.
 */
export const taxDeclarationResponseSchema = z.object({
  id: z.string(),
  masked: z.boolean(),
  email: z.string(),
  /** The names as NAT 3092 asks them (issue 22): an optional title, family name, given names. */
  title: z.enum(['', ...TITLES]),
  familyName: z.string(),
  givenNames: z.string(),
  /** ISO 3166-1 alpha-2 country of passport; '' unless a working holiday maker. */
  homeCountry: z.string(),
  taxFileNumber: z.string(),
  tfnExemption: z.enum(['', ...TFN_EXEMPTIONS]),
  basisOfPayment: z.enum(BASIS_OF_PAYMENT),
  australianResident: z.enum(RESIDENCY_STATUSES),
  claimTaxFreeThreshold: z.enum(['yes', 'no']),
  hasHELPDebt: z.enum(['yes', 'no']),
  previousFamilyName: z.string(),
  taxDeclarationDate: z.string(),
  taxDeclarationSignature: z.string(),
  signedAt: z.nullable(timestamp),
  submittedAt: timestamp,
});
export type TaxDeclarationResponse = z.output<typeof taxDeclarationResponseSchema>;

/** GET /api/tax-declarations/{email}: the declaration, or null while none is made (not an error). */
export const taxDeclarationOrNoneSchema = z.nullable(taxDeclarationResponseSchema);

/** DELETE /api/tax-declarations/{email} ('Delete and Resubmit'). */
export const taxDeclarationDeletedSchema = z.object({ deleted: z.boolean() });
export type TaxDeclarationDeleted = z.output<typeof taxDeclarationDeletedSchema>;
