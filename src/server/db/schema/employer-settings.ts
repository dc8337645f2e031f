import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { DefaultFund } from '../../../shared/schemas/employer-settings';
import { tstz, updatedAt } from './columns';
import { storedFiles } from './stored-files';

/**
 * The employer's settings (issue 39, decision 087): one typed row, id 1. Seeded from the
 * environment on first start; the owner's setup and Settings page change them.
 */
export const employerSettings = pgTable(
  'employer_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    tradingName: text('trading_name').notNull().default(''),
    /** 11 digits, or '' until the owner gives it. */
    abn: text('abn').notNull().default(''),
    address: text('address').notNull().default(''),
    /** E.164, or ''. */
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    timeZone: text('time_zone').notNull(),
    defaultFund: jsonb('default_fund').$type<DefaultFund>().notNull(),
    /**
     * Fewer than 15 employees (Fair Work Act s 23): the Casual Employment Information Statement is
     * then given at the start and after 12 months only (s 125B(2)).
     */
    smallBusinessEmployer: boolean('small_business_employer').notNull().default(false),
    /** The employer's privacy policy (an https address), named in the collection notice; '' for none. */
    privacyPolicyUrl: text('privacy_policy_url').notNull().default(''),
    /**
     * Whether a hire is asked for a union card (union membership, sensitive information: Privacy
     * Act 1988 s 6, APP 3.3): off unless the employer turns it on (issue 42 item 3).
     */
    askUnionMembership: boolean('ask_union_membership').notNull().default(false),
    /** The re-encoded logo (stored_files, kind 'employer-logo'), or none. */
    logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** When the owner first saved the settings: until then the install is not set up. */
    setupDoneAt: tstz('setup_done_at'),
    updatedAt: updatedAt(),
  },
  (t) => [check('employer_settings_one_row', sql`${t.id} = 1`)],
);
export type EmployerSettingsRow = typeof employerSettings.$inferSelect;
