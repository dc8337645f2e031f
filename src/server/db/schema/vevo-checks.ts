import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { teamMembers } from './team-members';

/**
 * The employer's latest check of a member's work rights in VEVO (Visa Entitlement Verification
 * Online), recorded by staff on the data-retention page (issue 22 §3, decision 032). One row a
 * member; the audit log keeps each recording. Deleted with the member.
 */
export const vevoChecks = pgTable('vevo_checks', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => teamMembers.id, { onDelete: 'cascade' }),
  /** The day the check was made, 'YYYY-MM-DD'. */
  checkedOn: text('checked_on').notNull(),
  /** A VEVO_RESULTS value (src/shared/choice-labels.ts). */
  result: text('result').notNull(),
  /** VEVO's reference for the check. */
  reference: text('reference').notNull(),
  /** The work conditions VEVO showed (e.g. '8105, 8547'), as typed; '' for none. */
  conditions: text('conditions').notNull().default(''),
  /** The officer who made the check, as typed. */
  officer: text('officer').notNull(),
  /** Who recorded it (the audit actor). */
  recordedBy: text('recorded_by').notNull(),
  updatedAt: updatedAt(),
});
