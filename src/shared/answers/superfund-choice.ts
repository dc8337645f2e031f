import { z } from 'zod/mini';
import { FUND_CHOICES } from '../choice-labels';
import { timestamp } from '../schemas/answers';

/**
 * GET /api/superfund-choices and POST's 201: the choice as its owner sees it (TFN and SMSF bank
 * details masked after submission without a fresh code: `masked`), the signature inline.
 */
export const superfundChoiceResponseSchema = z.object({
  id: z.string(),
  masked: z.boolean(),
  email: z.string(),
  fundChoice: z.enum(FUND_CHOICES),
  taxFileNumber: z.string(),
  cbusMemberNumber: z.string(),
  fundName: z.string(),
  fundAddress: z.string(),
  memberNumber: z.string(),
  accountName: z.string(),
  fundABN: z.string(),
  fundUSI: z.string(),
  fundPhoneNumber: z.string(),
  isSMSF: z.enum(['yes', 'no']),
  smsfBSB: z.string(),
  smsfAccountNumber: z.string(),
  smsfFundESA: z.string(),
  superfundSignature: z.string(),
  signedAt: z.nullable(timestamp),
  submittedAt: timestamp,
});
export type SuperfundChoiceResponse = z.output<typeof superfundChoiceResponseSchema>;

/** GET /api/superfund-choices: the choice, or null while none is saved (not an error). */
export const superfundChoiceOrNoneSchema = z.nullable(superfundChoiceResponseSchema);

/** DELETE /api/superfund-choices: whether there was a choice to remove. */
export const superfundChoiceDeletedSchema = z.object({ deleted: z.boolean() });
