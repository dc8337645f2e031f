import { z } from 'zod/mini';
import { APPLIES_TO_KINDS, type AppliesTo } from '../../../../shared/schemas/document-audience';
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
  // An employer document's hires and countersignature (decision 090), as the form holds them.
  appliesKind: z.enum(APPLIES_TO_KINDS),
  appliesPositions: z.string(),
  appliesSites: z.array(z.string()),
  needsCountersignature: z.boolean(),
  askToSignAgain: z.boolean(),
});

/** Whom the form's choice names: the positions typed (comma-separated) or the sites ticked. */
export function appliesToOf(values: PolicyFormOutput): AppliesTo {
  if (values.appliesKind === 'everyone') return { kind: 'everyone' };
  if (values.appliesKind === 'sites') return { kind: 'sites', names: values.appliesSites };
  const names = values.appliesPositions
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { kind: 'positions', names };
}

export type PolicyFormValues = z.input<typeof policyFormSchema>;
export type PolicyFormOutput = z.output<typeof policyFormSchema>;

/** Fields whose absence is 'Missing Information' (spec §5); a blank question is reported apart. */
export const REQUIRED_POLICY_FIELDS = ['title', 'documentType', 'version', 'content'] as const;

export const MISSING_INFORMATION_TOAST = {
  title: 'Missing Information',
  description: 'Please fill in all required fields',
} as const;

export const INCOMPLETE_QUESTIONS_TITLE = 'Incomplete Questions';
