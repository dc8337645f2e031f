import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export interface PolicyQuestion {
  id: string;
  question: string;
  required: boolean;
}

export const policyDocuments = pgTable('policy_documents', {
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
});
