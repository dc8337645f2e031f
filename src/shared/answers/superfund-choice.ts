import { z } from 'zod/mini';
import { SUPERFUND_CHOICE } from '../catalogue/superfund-choice';
import { timestamp } from '../schemas/answers';
import { recordShape } from './record-shape';

/**
 * GET /api/superfund-choices and POST's 201: the choice as its owner sees it (TFN and SMSF bank
 * details masked after submission without a fresh code: `masked`), the signature inline.
 */
export const superfundChoiceResponseSchema = z.object({
  id: z.string(),
  masked: z.boolean(),
  email: z.string(),
  ...recordShape(SUPERFUND_CHOICE, {}),
  superfundSignature: z.string(),
  signedAt: z.nullable(timestamp),
  submittedAt: timestamp,
});
export type SuperfundChoiceResponse = z.output<typeof superfundChoiceResponseSchema>;

/** GET /api/superfund-choices: the choice, or null while none is saved (not an error). */
export const superfundChoiceOrNoneSchema = z.nullable(superfundChoiceResponseSchema);

/** DELETE /api/superfund-choices: whether there was a choice to remove. */
export const superfundChoiceDeletedSchema = z.object({ deleted: z.boolean() });
