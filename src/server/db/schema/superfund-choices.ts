import { signatureEvidence } from './signature-evidence';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { teamMembers } from './team-members';

export const superfundChoices = pgTable(
  'superfund_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .unique()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fundChoice: text('fund_choice').notNull().default('cbus'),
    /** enc: TFN */
    taxFileNumber: text('tax_file_number').notNull(),
    cbusMemberNumber: text('cbus_member_number').notNull().default(''),
    fundName: text('fund_name').notNull().default(''),
    fundAddress: text('fund_address').notNull().default(''),
    memberNumber: text('member_number').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    fundABN: text('fund_abn').notNull().default(''),
    fundUSI: text('fund_usi').notNull().default(''),
    fundPhoneNumber: text('fund_phone_number').notNull().default(''),
    isSMSF: text('is_smsf').notNull().default('no'),
    /** enc */
    smsfBSB: text('smsf_bsb').notNull().default(''),
    /** enc */
    smsfAccountNumber: text('smsf_account_number').notNull().default(''),
    smsfFundESA: text('smsf_fund_esa').notNull().default(''),
    signatureFileId: uuid('signature_file_id'),
    ...signatureEvidence(),
    submittedAt: tstz('submitted_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('superfund_choices_email_idx').on(t.email)],
);
