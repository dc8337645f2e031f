import { z } from 'zod/mini';
import { TAX_DECLARATION } from '../catalogue/tax-declaration';
import { TFN_EXEMPTIONS, TITLES } from '../choice-labels';
import { timestamp } from '../schemas/answers';
import { recordShape } from './record-shape';

/**
 * GET /api/tax-declarations/{email} and POST's 201: the declaration as its owner sees it. The TFN
 * comes masked once the application is submitted and no fresh code was entered (`masked`,
 * DESIGN.md §3.2); the initial inline as a data URL.
 */
export const taxDeclarationResponseSchema = z.object({
  id: z.string(),
  masked: z.boolean(),
  email: z.string(),
  /** The names as NAT 3092 asks them (issue 22): an optional title; a TFN or what is given instead. */
  ...recordShape(TAX_DECLARATION, {
    title: z.enum(['', ...TITLES]),
    tfnExemption: z.enum(['', ...TFN_EXEMPTIONS]),
  }),
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
