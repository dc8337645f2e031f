import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  APPLICATION_STATES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFilter,
  type ApplicationState,
  type InvitationStatus,
  REMINDERS_MAX,
} from '../../../shared/applications';
import type { applicationRowSchema, applicationsPageSchema } from '../../../shared/answers/applications';
import { TASKS } from '../../../shared/tasks';
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
}

const date = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Every application with its derived state (issue 25 item 2), newest first:
 * - invited: HR's invitation, not opened, nothing done yet;
 * - in-progress: opened, proven by code or anything saved, not submitted;
 * - submitted: the latest submission, with no open change request and not approved since;
 * - changes-requested: HR sent a task back after the latest submission;
 * - approved: HR approved the latest submission.
 * A withdrawn invitation nobody acted on is not an application (it stays in the invitations list).
 */
export const applicationsBase = sql`
  select a.id, a.email, coalesce(m.full_name, nullif(a.full_name, ''), '') as full_name,
    m.id as member_id, a.invited_at, a.opened_at, a.withdrawn_at, a.token_expires_at,
    a.last_active_at, a.approved_at, a.reminders_sent, a.created_at,
    sub.created_at as submitted_at, sub.records_system_status, sub.delivered_at,
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
  where not (a.withdrawn_at is not null and sub.created_at is null and a.opened_at is null
    and a.last_active_at is null)`;

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
  };
}

function where(filter: ApplicationFilter, search: string): SQL {
  const conditions: SQL[] = [];
  if (filter !== 'all') conditions.push(sql`b.state = ${filter}`);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(b.full_name ilike ${pattern} or b.email ilike ${pattern})`);
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export async function findApplicationRow(db: Db, id: string, now = new Date()) {
  const [row] = await queryRows<BaseRow & { member_id: string | null }>(
    db,
    sql`select * from (${applicationsBase}) b where b.id = ${id}`,
  );
  if (!row) return null;
  return { row: await toRow(db, row, now), memberId: row.member_id, email: row.email, state: row.state };
}

/** GET /api/admin/applications?state=&search=&page= */
export async function listApplications(
  db: Db,
  query: { state: ApplicationFilter; search: string; page: number },
  now = new Date(),
): Promise<z.input<typeof applicationsPageSchema>> {
  const pageSize = APPLICATIONS_PAGE_SIZE;
  const filter = where(query.state, query.search);
  const [rows, countRows] = await Promise.all([
    queryRows<BaseRow>(
      db,
      sql`select * from (${applicationsBase}) b ${filter}
        order by b.created_at desc, b.id desc limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    queryRows<{ state: ApplicationState; n: number; stalled: number }>(
      db,
      sql`select b.state, count(*)::int as n,
          count(*) filter (where b.reminders_sent >= ${REMINDERS_MAX}
            and b.state in ('invited', 'in-progress'))::int as stalled
        from (${applicationsBase}) b group by b.state`,
    ),
  ]);
  const counts = {
    all: 0,
    stalled: 0,
    ...Object.fromEntries(APPLICATION_STATES.map((s) => [s, 0])),
  } as Record<ApplicationState | 'all' | 'stalled', number>;
  for (const c of countRows) {
    counts[c.state] = c.n;
    counts.all += c.n;
    counts.stalled += c.stalled;
  }
  // Without a search the counters already hold the pager's total (as the retention list's).
  const total = query.search
    ? ((
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from (${applicationsBase}) b ${filter}`,
        )
      )[0]?.n ?? 0)
    : counts[query.state];
  // Each row's tasks are its hire's status; PostgreSQL answers them side by side from its pool.
  const applications = await Promise.all(rows.map((row) => toRow(db, row, now)));
  return { applications, counts, total, page: query.page, pageSize };
}
