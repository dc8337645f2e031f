import { z } from 'zod/mini';
import { requiredText } from './fields';

// Who signs an employer document, and how its questions are answered (issue 39 item 4, decision 090).

/** Whom an employer document applies to: everyone, hires in chosen positions, or at chosen sites. */
export const APPLIES_TO_KINDS = ['everyone', 'positions', 'sites'] as const;
export const APPLIES_TO_NAMES_REQUIRED = 'Please name at least one position or site';
const names = z
  .array(requiredText('Please remove blank names', 100))
  .check(z.minLength(1, APPLIES_TO_NAMES_REQUIRED), z.maxLength(100));
export const appliesToSchema = z.union([
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('positions'), names }),
  z.object({ kind: z.literal('sites'), names }),
]);
export type AppliesTo = z.output<typeof appliesToSchema>;
export const EVERYONE: AppliesTo = { kind: 'everyone' };

/**
 * A question is answered Yes or No (a tick) or in words (spec §5), or, for a 'Do you understand…'
 * question, 'Yes, I understand' or 'No, I have a question for HR' with the question (issue 43
 * item 3, decision 115).
 */
export const QUESTION_KINDS = ['text', 'yes-no', 'understand'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
