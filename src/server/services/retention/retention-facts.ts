import { sql, type SQL } from 'drizzle-orm';
import {
  recordRetention,
  ruleSentence,
  type RecordRetention,
  type RetentionFacts,
} from '../../../shared/retention-rules';
import { formatIsoDay } from '../../../shared/date-time-format';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { conflict } from '../../http-errors';

/**
 * The last day of employment on the application `a` (HR's end date, the employee file of decision
 * 107), 'YYYY-MM-DD' or null. The one place the retention rules read it from.
 */
export const EMPLOYMENT_ENDED_ON: SQL = sql`a.ended_on`;

/**
 * Each member's facts for the retention rules: whether HR approved the application (an
 * employee), the end of employment, the tax and super records held, and the legal hold.
 */
export const memberRetentionFacts = (where: SQL) => sql`
  select m.id, m.email, m.full_name,
    (a.approved_at is not null) as is_employee,
    ${EMPLOYMENT_ENDED_ON} as ended_on,
    exists (select 1 from tax_declarations t where t.member_id = m.id) as has_tax_declaration,
    exists (select 1 from superfund_choices s where s.member_id = m.id) as has_super_choice,
    (m.legal_hold_at is not null) as on_legal_hold,
    greatest(a.last_active_at, a.opened_at, a.invited_at, a.created_at, a.withdrawn_at,
      a.token_expires_at, m.created_at, m.updated_at,
      (select max(s.created_at) from submission_records s where s.member_id = m.id),
      (select max(e.created_at) from application_events e where e.application_id = a.id)) as last_activity
  from team_members m left join applications a on a.email = m.email
  where ${where}`;

export interface MemberRetentionRow {
  id: string;
  email: string;
  full_name: string;
  is_employee: boolean;
  ended_on: string | null;
  has_tax_declaration: boolean;
  has_super_choice: boolean;
  on_legal_hold: boolean;
  last_activity: Date | string | null;
}

export const factsOf = (row: MemberRetentionRow): RetentionFacts => ({
  isEmployee: row.is_employee,
  endedOn: row.ended_on,
  hasTaxDeclaration: row.has_tax_declaration,
  hasSuperChoice: row.has_super_choice,
});

export async function memberRetention(db: Db, where: SQL): Promise<MemberRetentionRow[]> {
  return queryRows<MemberRetentionRow>(db, memberRetentionFacts(where));
}

export const LEGAL_HOLD =
  'This record is under a legal hold: it cannot be deleted until the owner removes the hold';

/** Why a record in its period may not be deleted: the rule, the law and the date. */
export function periodNotEnded(retention: RecordRetention, name?: string): string {
  const whose = name ? `${name}'s record` : 'This record';
  const until = retention.deletableFrom
    ? `until ${formatIsoDay(retention.deletableFrom)}`
    : 'until its period ends, which needs the end date of the employment';
  return `${whose} must be kept ${until}. ${ruleSentence(retention.rule)}.`;
}

/** Throws the 409 that names the hold, or the rule and date, unless the record may be deleted `today`. */
export function assertDeletable(row: MemberRetentionRow, today: string, withName = false): RecordRetention {
  if (row.on_legal_hold) {
    throw conflict(
      'legal_hold',
      withName ? LEGAL_HOLD.replace('This record', `${row.full_name}'s record`) : LEGAL_HOLD,
    );
  }
  const retention = recordRetention(factsOf(row), today);
  if (!retention.isDeletable) {
    throw conflict('retention_period', periodNotEnded(retention, withName ? row.full_name : undefined));
  }
  return retention;
}
