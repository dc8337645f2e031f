import { signatureEvidence } from './signature-evidence';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { teamMembers } from './team-members';

export const taxDeclarations = pgTable(
  'tax_declarations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .unique()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    // NAT 3092 question 2, as payroll keys it for STP (decision 030); '' on rows made before.
    title: text('title').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    givenNames: text('given_names').notNull().default(''),
    // The given names as payroll keys them, first and middle, as the hire confirmed the split
    // (issue 41 item 2); '' on rows made before, which payroll splits at the first space.
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    /** ISO 3166-1 alpha-2 passport country of a working holiday maker; '' for anyone else. */
    homeCountry: text('home_country').notNull().default(''),
    /** enc: TFN */
    taxFileNumber: text('tax_file_number').notNull().default(''),
    tfnExemption: text('tfn_exemption').notNull().default(''),
    // NAT 3092 assumes no answer (DESIGN.md §3.13): no defaults, every row says what was chosen.
    basisOfPayment: text('basis_of_payment').notNull(),
    australianResident: text('australian_resident').notNull(),
    claimTaxFreeThreshold: text('claim_tax_free_threshold').notNull(),
    hasHELPDebt: text('has_help_debt').notNull(),
    previousFamilyName: text('previous_family_name').notNull().default(''),
    taxDeclarationDate: text('tax_declaration_date').notNull(),
    signatureFileId: uuid('signature_file_id'),
    ...signatureEvidence(),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tax_declarations_email_idx').on(t.email)],
);
