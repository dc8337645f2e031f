import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppliesTo } from '../../../shared/schemas/document-audience';
import { BUILT_IN_DOCUMENT_TYPES } from '../../../shared/schemas/policy-document';
import { createdAt, tstz, updatedAt } from './columns';

export interface PolicyQuestion {
  id: string;
  question: string;
  required: boolean;
  /**
   * Absent: answered in words; 'yes-no': ticked Yes or No (an employer document's, decision 090);
   * 'understand': 'Yes, I understand' or 'No, I have a question for HR' (decision 115).
   */
  kind?: 'yes-no' | 'understand';
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
    /** Whom an employer document applies to (decision 090); the built-in three: everyone. */
    appliesTo: jsonb('applies_to').$type<AppliesTo>().notNull().default({ kind: 'everyone' }),
    /** The employer countersigns each hire's signed copy (a letter of offer, issue 39 item 4). */
    needsCountersignature: boolean('needs_countersignature').notNull().default(false),
    /**
     * An employer document's hires who signed before this moment sign again (the owner asked, when
     * changing it: issue 39 item 5); null: what was signed stands.
     */
    signAgainSince: tstz('sign_again_since'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The built-in tasks read "the active document of a type": there is never more than one. An
  // employer's documents may have several of a type active (decision 090).
  (t) => [
    uniqueIndex('policy_documents_one_active_per_type')
      .on(t.documentType)
      .where(
        sql`${t.isActive} and ${t.documentType} in (${sql.raw(BUILT_IN_DOCUMENT_TYPES.map((type) => `'${type}'`).join(', '))})`,
      ),
  ],
);
