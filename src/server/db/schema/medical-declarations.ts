import { documentSha256, signatureEvidence, signedDevice } from './signature-evidence';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { teamMembers } from './team-members';

export const medicalDeclarations = pgTable(
  'medical_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .unique()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** enc: the three medical answers, as JSON (DESIGN.md §3.7: nothing collected is dropped). */
    answers: text('answers').notNull(),
    policyDocumentId: uuid('policy_document_id'),
    medicalDeclarationDate: text('medical_declaration_date').notNull(),
    signatureFileId: uuid('signature_file_id'),
    ...signatureEvidence(),
    documentSha256: documentSha256(),
    signedDevice: signedDevice(),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('medical_declarations_email_idx').on(t.email)],
);
