import { z } from 'zod/mini';
import { policyDocumentSchema, policyQuestionSchema } from '../../../../shared/schemas/policy-document';

const { shape } = policyDocumentSchema;

/**
 * The admin form: the shared document fields and messages, with the type held as a plain
 * string until chosen, and question ids only on questions the server already numbered.
 */
export const policyFormSchema = z.object({
  title: shape.title,
  documentType: z.pipe(z.string(), shape.documentType),
  version: shape.version,
  content: shape.content,
  questions: z.array(z.extend(policyQuestionSchema, { id: z.optional(z.string()) })),
});

export type PolicyFormValues = z.input<typeof policyFormSchema>;
export type PolicyFormOutput = z.output<typeof policyFormSchema>;

/** Fields whose absence is 'Missing Information' (spec §5); a blank question is reported apart. */
export const REQUIRED_POLICY_FIELDS = ['title', 'documentType', 'version', 'content'] as const;

export const MISSING_INFORMATION_TOAST = {
  title: 'Missing Information',
  description: 'Please fill in all required fields',
} as const;

export const INCOMPLETE_QUESTIONS_TITLE = 'Incomplete Questions';
