import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { appliesToSchema, QUESTION_KINDS } from '../schemas/document-audience';

/** A stored policy document as the admin API answers it (create, update, preview, the active one). */
export const policyDocumentResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  documentType: z.string(),
  version: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      required: z.boolean(),
      kind: z.optional(z.enum(QUESTION_KINDS)),
    }),
  ),
  isActive: z.boolean(),
  appliesTo: appliesToSchema,
  needsCountersignature: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PolicyDocumentRow = z.output<typeof policyDocumentResponseSchema>;

/** A document in the admin list: with how many current hires it applies to (issue 39 item 4). */
export const listedPolicyDocumentSchema = z.extend(policyDocumentResponseSchema, { hireCount: z.number() });

/** GET /api/policy-documents: every document, grouped by type. */
export const policyDocumentListSchema = z.object({ documents: z.array(listedPolicyDocumentSchema) });
export type PolicyDocumentList = z.output<typeof policyDocumentListSchema>;

/** GET /api/me/documents/{id}: an employer document of the hire's, with how far they are. */
export const myDocumentSchema = z.extend(policyDocumentResponseSchema, {
  isCompleted: z.boolean(),
  isSignAgain: z.boolean(),
  /** When the employer countersigned the hire's signing (decision 091); null until then. */
  countersignedAt: z.nullable(timestamp),
});
export type MyDocument = z.output<typeof myDocumentSchema>;
