import { z } from 'zod';
import { emailField, LONG_TEXT_MAX, pngDataUrl, requiredText, TEXT_MAX } from './fields';

export const policyAnswerSchema = z.object({
  questionId: requiredText('Question id is required', 100),
  answer: z.string().trim().max(LONG_TEXT_MAX),
});
export type PolicyAnswer = z.infer<typeof policyAnswerSchema>;

export const policyAcknowledgmentSchema = z.object({
  email: emailField('Please enter a valid email address'),
  policyDocumentId: z.uuid('Policy document is required'),
  signature: pngDataUrl('Initial Required'),
  answers: z.array(policyAnswerSchema).max(100).default([]),
  policyTitle: z.string().trim().max(TEXT_MAX).optional(),
  policyVersion: z.string().trim().max(50).optional(),
});

export type PolicyAcknowledgment = z.infer<typeof policyAcknowledgmentSchema>;
