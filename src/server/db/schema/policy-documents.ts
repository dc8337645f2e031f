import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export interface PolicyQuestion {
  id: string;
  question: string;
  required: boolean;
}

export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitized HTML (sanitize-html), never raw admin input. */
    content: text('content').notNull(),
    documentType: text('document_type').notNull(),
    version: text('version').notNull(),
    questions: jsonb('questions').$type<PolicyQuestion[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The employee pages read "the active document of a type": there is never more than one.
  (t) => [
    uniqueIndex('policy_documents_one_active_per_type')
      .on(t.documentType)
      .where(sql`${t.isActive}`),
  ],
);
