import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { policyDocuments } from './policy-documents';

/** A question's words in another language, by the English question's id. */
export interface TranslatedQuestion {
  id: string;
  question: string;
}

/**
 * An employer's own translation of a policy document into one of the hire's languages (issue 43
 * item 2, decision 115): its title, content (sanitised HTML, as the English) and questions. The
 * English row in `policy_documents` is the document signed; a translation only helps the hire
 * read it, and none is made up where HR has written none.
 */
export const policyDocumentTranslations = pgTable(
  'policy_document_translations',
  {
    policyDocumentId: uuid('policy_document_id')
      .notNull()
      .references(() => policyDocuments.id, { onDelete: 'cascade' }),
    /** A hire's language other than English (shared/i18n/languages.ts). */
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    questions: jsonb('questions').$type<TranslatedQuestion[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.policyDocumentId, t.language] })],
);
