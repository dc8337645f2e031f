import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { storedFiles } from './stored-files';
import { teamMembers } from './team-members';

/**
 * The licences, tickets and cards a hire holds (issue 40 item 1, decision 094): one row each, in
 * the hire's order. Owned by the email, as the wizard's drafts are, from step 5 on; `memberId` is
 * set once the member is saved, so deleting the member deletes the rows. `kind` is a code of
 * `shared/licence-kinds.ts`. Photos of the front and back are stored files (sealed, re-encoded).
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    memberId: uuid('member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    kind: text('kind').notNull(),
    number: text('number').notNull().default(''),
    /** The licence class where the kind has one (a driver licence's C, HR, ...). */
    licenceClass: text('licence_class').notNull().default(''),
    /** The issuing state or body (NSW, SafeWork NSW, CFMEU, ...). */
    issuer: text('issuer').notNull().default(''),
    issueDate: text('issue_date').notNull().default(''),
    expiryDate: text('expiry_date').notNull().default(''),
    frontFileId: uuid('front_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    backFileId: uuid('back_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('licences_email_idx').on(t.email),
    index('licences_member_idx').on(t.memberId),
    index('licences_expiry_idx').on(t.expiryDate),
  ],
);

export type LicenceRow = typeof licences.$inferSelect;
