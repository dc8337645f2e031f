import { documentSha256, signatureEvidence, signedDevice } from './signature-evidence';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { policyDocuments } from './policy-documents';
import { teamMembers } from './team-members';

export interface PolicyAnswer {
  questionId: string;
  /** The question as it was asked when signed (absent on rows from before it was kept). */
  question?: string;
  answer: string;
  /** A 'Do you understand…' question answered No: the hire's question for HR (decision 115). */
  questionForHr?: string;
}

export const policyAcknowledgments = pgTable(
  'policy_acknowledgments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    policyDocumentId: uuid('policy_document_id')
      .notNull()
      .references(() => policyDocuments.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    policyTitle: text('policy_title').notNull(),
    policyVersion: text('policy_version').notNull(),
    signatureFileId: uuid('signature_file_id'),
    ...signatureEvidence(),
    documentSha256: documentSha256(),
    signedDevice: signedDevice(),
    answers: jsonb('answers').$type<PolicyAnswer[]>().notNull().default([]),
    acknowledgedAt: tstz('acknowledged_at').notNull().defaultNow(),
    // The employer's countersignature of a document that asks for one (decision 091): who, when,
    // their drawn signature and its evidence. A new signing by the hire is a new row, unsigned.
    countersignedAt: tstz('countersigned_at'),
    countersignedByStaffId: uuid('countersigned_by_staff_id'),
    countersignedByName: text('countersigned_by_name'),
    countersignatureFileId: uuid('countersignature_file_id'),
    countersignedIp: text('countersigned_ip'),
    countersignedUserAgent: text('countersigned_user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('policy_acknowledgments_email_idx').on(t.email)],
);
