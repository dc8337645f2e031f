import { isLanguage } from '../../../shared/i18n/languages';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  APPLICATION_STATES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFilter,
  type ApplicationSort,
  type ApplicationState,
  type InvitationStatus,
  REMINDERS_MAX,
} from '../../../shared/applications';
import type { applicationRowSchema, applicationsPageSchema } from '../../../shared/answers/applications';
import { TASKS } from '../../../shared/tasks';
import {
  PAYROLL_PUSH_STATES,
  PAYROLL_SYSTEM_NAMES,
  PAYROLL_SYSTEMS,
  type PayrollPushState,
  type PayrollSystem,
} from '../../../shared/payroll';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { getStatus } from '../status/get-status';

type RowOut = z.input<typeof applicationRowSchema>;

interface BaseRow {
  id: string;
  email: string;
  full_name: string;
  member_id: string | null;
  state: ApplicationState;
  invited_at: Date | string | null;
  opened_at: Date | string | null;
  withdrawn_at: Date | string | null;
  token_expires_at: Date | string | null;
  last_active_at: Date | string | null;
  approved_at: Date | string | null;
  reminders_sent: number;
  submitted_at: Date | string | null;
  records_system_status: string | null;
  delivered_at: Date | string | null;
  position: string;
  location: string;
  planned_start_date: string;
  language: string | null;
  payroll_set_up_at: Date | string | null;
  payroll_set_up_by: string | null;
  ready_for_payroll: boolean;
  payroll_system: string | null;
  payroll_status: string | null;
  payroll_employee_id: string | null;
  payroll_requested_at: Date | string | null;
  payroll_sent_at: Date | string | null;
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Every application with its derived state (issue 25 item 2):
 * - invited: HR's invitation, not opened, nothing done yet;
 * - in-progress: opened, proven by code or anything saved, not submitted;
 * - submitted: the latest submission, with no open change request and not approved since;
 * - changes-requested: HR sent a task back after the latest submission;
 * - approved: HR approved the latest submission.
 * The position details are the hire's own once Personal Information is saved, else HR's. Ready
 * for payroll: approved, with no 'payroll-set-up' event since that approval (issue 35 item 11;
 * a new approval after a resubmission asks payroll again).
 * `withdrawn_only`: a withdrawn invitation nobody acted on, which is not an application (it stays
 * in the invitations list); only the list's Withdrawn filter shows it.
 */
const applicationsWithWithdrawn = sql`
  select a.id, a.email, coalesce(m.full_name, nullif(a.full_name, ''), '') as full_name,
    m.id as member_id, a.invited_at, a.opened_at, a.withdrawn_at, a.token_expires_at,
    a.last_active_at, a.approved_at, a.reminders_sent, a.created_at, a.language,
    sub.created_at as submitted_at, sub.records_system_status, sub.delivered_at,
    coalesce(nullif(m.position, ''), a.position) as position,
    coalesce(nullif(m.location, ''), a.location) as location,
    coalesce(nullif(m.planned_start_date, ''), a.planned_start_date) as planned_start_date,
    case when ps.created_at >= a.approved_at then ps.created_at end as payroll_set_up_at,
    case when ps.created_at >= a.approved_at then ps.actor end as payroll_set_up_by,
    pp.system as payroll_system, pp.status as payroll_status, pp.employee_id as payroll_employee_id,
    pp.requested_at as payroll_requested_at, pp.sent_at as payroll_sent_at,
    (pp.sent_at is not null and pp.sent_at >= a.approved_at) as sent_since_approval,
    (a.withdrawn_at is not null and sub.created_at is null and a.opened_at is null
      and a.last_active_at is null) as withdrawn_only,
    case
      when sub.created_at is null then
        case when a.invited_at is not null and a.opened_at is null and a.last_active_at is null
          then 'invited' else 'in-progress' end
      when cr.created_at > sub.created_at then 'changes-requested'
      when a.approved_at >= sub.created_at then 'approved'
      else 'submitted'
    end as state
  from applications a
  left join team_members m on m.email = a.email
  left join lateral (select s.created_at, s.records_system_status, s.delivered_at
      from submission_records s where s.email = a.email
      order by s.created_at desc, s.id desc limit 1) sub on true
  left join lateral (select e.created_at from application_events e
      where e.application_id = a.id and e.kind = 'changes-requested'
      order by e.created_at desc limit 1) cr on true
  left join lateral (select e.created_at, e.actor from application_events e
      where e.application_id = a.id and e.kind = 'payroll-set-up'
      order by e.created_at desc, e.id desc limit 1) ps on true
  left join lateral (select p.system, p.status, p.employee_id, p.requested_at, p.sent_at
      from payroll_pushes p where p.application_id = a.id
      order by p.sent_at desc nulls last, p.requested_at desc, p.id desc limit 1) pp on true`;

/**
 * The rows of every filter but Withdrawn, with `ready_for_payroll`: approved, and since that
 * approval neither marked set up in payroll nor accepted by a payroll system (issue 41 item 5).
 */
const withReadiness = sql`
  select w.*, (w.state = 'approved' and w.payroll_set_up_at is null and not w.sent_since_approval)
    as ready_for_payroll
  from (${applicationsWithWithdrawn}) w`;

/** Every application (not the withdrawn invitations nobody acted on), as decision 031 has it. */
export const applicationsBase = sql`select * from (${withReadiness}) r where not r.withdrawn_only`;

/** Every row, the withdrawn invitations nobody acted on too: one application's page, the Withdrawn filter. */
const applicationsAndWithdrawn = withReadiness;

function invitationStatus(row: BaseRow, now: Date): InvitationStatus {
  if (!row.invited_at) return 'none';
  if (row.withdrawn_at) return 'withdrawn';
  if (row.opened_at) return 'opened';
  const expires = date(row.token_expires_at);
  if (expires && expires.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

const isStalled = (row: BaseRow) =>
  row.reminders_sent >= REMINDERS_MAX && (row.state === 'invited' || row.state === 'in-progress');

/** A row as the list shows it; tasks done are the hire's own status (the home's count). */
async function toRow(db: Db, row: BaseRow, now: Date): Promise<RowOut> {
  const tasksDone =
    row.state === 'invited' ? 0 : (await getStatus(db, row.email)).tasks.filter((t) => t.isCompleted).length;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    state: row.state,
    tasksDone,
    tasksTotal: TASKS.length,
    invitationStatus: invitationStatus(row, now),
    invitedAt: date(row.invited_at),
    lastActiveAt: date(row.last_active_at),
    submittedAt: date(row.submitted_at),
    approvedAt: row.state === 'approved' ? date(row.approved_at) : null,
    recordsSystemStatus: row.records_system_status,
    recordsSystemDeliveredAt: date(row.delivered_at),
    remindersSent: row.reminders_sent,
    stalled: isStalled(row),
    withdrawn: row.withdrawn_at !== null,
    position: row.position,
    location: row.location,
    plannedStartDate: row.planned_start_date,
    language: isLanguage(row.language) ? row.language : null,
    readyForPayroll: row.ready_for_payroll,
    payrollSetUpAt: date(row.payroll_set_up_at),
    payrollSetUpBy: row.payroll_set_up_by,
    payrollPush: payrollPushOf(row),
  };
}

/** The latest push of the hire to a payroll system (the one sent last, else the one asked last). */
function payrollPushOf(row: BaseRow): RowOut['payrollPush'] {
  const system = row.payroll_system;
  if (!system || !isPayrollSystem(system) || !row.payroll_requested_at) return null;
  return {
    system,
    name: PAYROLL_SYSTEM_NAMES[system],
    state: isPushState(row.payroll_status) ? row.payroll_status : 'pending',
    employeeId: row.payroll_employee_id,
    requestedAt: new Date(row.payroll_requested_at),
    sentAt: date(row.payroll_sent_at),
  };
}

const isPayrollSystem = (value: string): value is PayrollSystem =>
  (PAYROLL_SYSTEMS as readonly string[]).includes(value);
const isPushState = (value: string | null): value is PayrollPushState =>
  (PAYROLL_PUSH_STATES as readonly (string | null)[]).includes(value);

const SENT_TO_PAYROLL = sql`b.payroll_sent_at is not null`;
const STALLED = sql`b.reminders_sent >= ${REMINDERS_MAX} and b.state in ('invited', 'in-progress')`;

function filterCondition(filter: ApplicationFilter): SQL | null {
  switch (filter) {
    case 'all':
      return null;
    case 'stalled':
      return STALLED;
    case 'withdrawn':
      return sql`b.withdrawn_at is not null`;
    case 'ready-for-payroll':
      return sql`b.ready_for_payroll`;
    case 'sent-to-payroll':
      return SENT_TO_PAYROLL;
    default:
      return sql`b.state = ${filter}`;
  }
}

function where(filter: ApplicationFilter, search: string): SQL {
  const conditions: SQL[] = [];
  const byFilter = filterCondition(filter);
  if (byFilter) conditions.push(byFilter);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(b.full_name ilike ${pattern} or b.email ilike ${pattern})`);
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Each order ends with the id, so a page never repeats or skips a row of equal keys. */
const ORDER: Record<ApplicationSort, SQL> = {
  newest: sql`b.created_at desc, b.id desc`,
  'planned-start': sql`nullif(b.planned_start_date, '') asc nulls last, b.id asc`,
  'last-active': sql`b.last_active_at desc nulls last, b.id desc`,
};

export async function findApplicationRow(db: Db, id: string, now = new Date()) {
  const [row] = await queryRows<BaseRow & { member_id: string | null }>(
    db,
    sql`select * from (${applicationsAndWithdrawn}) b where b.id = ${id}`,
  );
  if (!row) return null;
  return { row: await toRow(db, row, now), memberId: row.member_id, email: row.email, state: row.state };
}

/** GET /api/admin/applications?state=&search=&page=&sort= */
export async function listApplications(
  db: Db,
  query: { state: ApplicationFilter; search: string; page: number; sort: ApplicationSort },
  now = new Date(),
): Promise<z.input<typeof applicationsPageSchema>> {
  const pageSize = APPLICATIONS_PAGE_SIZE;
  const filter = where(query.state, query.search);
  // Only the Withdrawn filter lists the withdrawn invitations nobody acted on (decision 031).
  const source = query.state === 'withdrawn' ? applicationsAndWithdrawn : applicationsBase;
  const [rows, countRows] = await Promise.all([
    queryRows<BaseRow>(
      db,
      sql`select * from (${source}) b ${filter}
        order by ${ORDER[query.sort]} limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    queryRows<{
      state: ApplicationState;
      listed: boolean;
      n: number;
      stalled: number;
      withdrawn: number;
      ready: number;
      sent: number;
    }>(
      db,
      sql`select b.state, not b.withdrawn_only as listed, count(*)::int as n,
          count(*) filter (where ${STALLED})::int as stalled,
          count(*) filter (where b.withdrawn_at is not null)::int as withdrawn,
          count(*) filter (where b.ready_for_payroll)::int as ready,
          count(*) filter (where ${SENT_TO_PAYROLL})::int as sent
        from (${applicationsAndWithdrawn}) b group by b.state, b.withdrawn_only`,
    ),
  ]);
  const counts = {
    all: 0,
    stalled: 0,
    withdrawn: 0,
    'ready-for-payroll': 0,
    'sent-to-payroll': 0,
    ...Object.fromEntries(APPLICATION_STATES.map((s) => [s, 0])),
  } as Record<ApplicationFilter, number>;
  for (const c of countRows) {
    counts.withdrawn += c.withdrawn;
    if (!c.listed) continue;
    counts[c.state] += c.n;
    counts.all += c.n;
    counts.stalled += c.stalled;
    counts['ready-for-payroll'] += c.ready;
    counts['sent-to-payroll'] += c.sent;
  }
  // Without a search the counters already hold the pager's total (as the retention list's).
  const total = query.search
    ? ((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${source}) b ${filter}`))[0]
        ?.n ?? 0)
    : counts[query.state];
  // Each row's tasks are its hire's status; PostgreSQL answers them side by side from its pool.
  const applications = await Promise.all(rows.map((row) => toRow(db, row, now)));
  return { applications, counts, total, page: query.page, pageSize };
}
