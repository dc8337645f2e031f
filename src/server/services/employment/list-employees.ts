import { type SQL, sql } from 'drizzle-orm';
import type { EmployeeRow, EmployeesPage } from '../../../shared/answers/employee';
import { EMPLOYEES_PAGE_SIZE, type EmployeeFilter, type EndReason } from '../../../shared/schemas/employee';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

interface Row {
  id: string;
  full_name: string;
  email: string;
  position: string;
  location: string;
  planned_start_date: string;
  started_on: string | null;
  ended_on: string | null;
  end_reason: string | null;
}

/**
 * Every employee record (issue 42 item 1, decision 107): an approved application not withdrawn,
 * also after onboarding and after the end date (until the retention period ends). The name and
 * position details are the hire's own once Personal Information is saved, else HR's invitation.
 */
const employees = sql`
  select a.id, a.email, coalesce(m.full_name, nullif(a.full_name, ''), '') as full_name,
    coalesce(nullif(m.position, ''), a.position) as position,
    coalesce(nullif(m.location, ''), a.location) as location,
    coalesce(nullif(m.planned_start_date, ''), a.planned_start_date) as planned_start_date,
    a.started_on, a.ended_on, a.end_reason
  from applications a
  left join team_members m on m.email = a.email
  where a.approved_at is not null and a.withdrawn_at is null`;

const toRow = (r: Row): EmployeeRow => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  position: r.position,
  location: r.location,
  plannedStartDate: r.planned_start_date,
  startedOn: r.started_on,
  endedOn: r.ended_on,
  endReason: r.end_reason as EndReason | null,
});

/**
 * GET /api/admin/employees?search=&status=&page=: by name or email (as the applications list
 * searches), everyone or those employed or those who have left;
 * current employees first, then those who have left, each by name.
 */
export async function listEmployees(
  db: Db,
  query: { search: string; status: EmployeeFilter; page: number },
): Promise<EmployeesPage> {
  const pageSize = EMPLOYEES_PAGE_SIZE;
  const conditions: SQL[] = [];
  if (query.status === 'current') conditions.push(sql`e.ended_on is null`);
  if (query.status === 'left') conditions.push(sql`e.ended_on is not null`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(e.full_name ilike ${pattern} or e.email ilike ${pattern})`);
  }
  const filter = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select * from (${employees}) e ${filter}
        order by (e.ended_on is not null) asc, lower(e.full_name) asc, e.email asc, e.id asc
        limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${employees}) e ${filter}`),
  ]);
  return { employees: rows.map(toRow), total: count?.n ?? 0, page: query.page, pageSize };
}
