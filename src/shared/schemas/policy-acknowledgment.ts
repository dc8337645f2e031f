import { z } from 'zod/mini';
import {
  cleanMultiLine,
  emailField,
  LONG_TEXT_MAX,
  oneLine,
  pngDataUrl,
  requiredText,
  TEXT_MAX,
} from './fields';

export const policyAnswerSchema = z.object({
  questionId: requiredText('Question id is required', 100),
  answer: z.string().check(z.trim(), z.maxLength(LONG_TEXT_MAX), cleanMultiLine()),
  /**
   * A 'Do you understand…' question answered No: what the hire asks HR (decision 115). Sent to
   * HR and kept with the answer; the answer itself stays the spec's 'Yes' or 'No'.
   */
  questionForHr: z.optional(z.string().check(z.trim(), z.maxLength(LONG_TEXT_MAX), cleanMultiLine())),
});
export type PolicyAnswer = z.infer<typeof policyAnswerSchema>;

export const policyAcknowledgmentSchema = z.object({
  email: emailField('Please enter a valid email address'),
  policyDocumentId: z.uuid('Policy document is required'),
  signature: pngDataUrl('Initial Required'),
  answers: z._default(z.array(policyAnswerSchema).check(z.maxLength(100)), []),
  policyTitle: z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX), oneLine())),
  policyVersion: z.optional(z.string().check(z.trim(), z.maxLength(50), oneLine())),
});

export type PolicyAcknowledgment = z.infer<typeof policyAcknowledgmentSchema>;
