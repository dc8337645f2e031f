import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';

/** A stored policy document as the admin API answers it (create, update, preview, the active one). */
export const policyDocumentResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  documentType: z.string(),
  version: z.string(),
  questions: z.array(z.object({ id: z.string(), question: z.string(), required: z.boolean() })),
  isActive: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PolicyDocumentRow = z.output<typeof policyDocumentResponseSchema>;

/** GET /api/policy-documents: every document, grouped by type. */
export const policyDocumentListSchema = z.object({ documents: z.array(policyDocumentResponseSchema) });
export type PolicyDocumentList = z.output<typeof policyDocumentListSchema>;
