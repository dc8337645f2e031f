import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { appliesToSchema, QUESTION_KINDS } from '../schemas/document-audience';
import { translationLanguageSchema } from '../i18n/languages';

/**
 * HR's translation of a document into one language (decision 115): its title, content (sanitised
 * HTML) and questions by the English question's id. It helps the hire read; the English is signed.
 */
export const documentTranslationSchema = z.object({
  language: translationLanguageSchema,
  title: z.string(),
  content: z.string(),
  questions: z.array(z.object({ id: z.string(), question: z.string() })),
});
export type DocumentTranslation = z.output<typeof documentTranslationSchema>;

/** GET /api/policy-documents/{id}/translations: the document's translations, by language. */
export const documentTranslationListSchema = z.object({ translations: z.array(documentTranslationSchema) });
export type DocumentTranslationList = z.output<typeof documentTranslationListSchema>;

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
  /** HR's translation into the application's language, beside the English; null: English only (115). */
  translation: z.nullable(documentTranslationSchema),
});
export type MyDocument = z.output<typeof myDocumentSchema>;
