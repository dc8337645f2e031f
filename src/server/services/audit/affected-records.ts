import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { AUDIT_ACTIONS, type AuditAction, isAuditAction } from '../../../shared/audit-actions';
import { formatMoment } from '../../../shared/date-time-format';
import {
  AFFECTED_MESSAGES,
  type AffectedQuery,
  isCalendarDay,
} from '../../../shared/schemas/affected-records';
import {
  seesHealthInformation,
  seesUnionMembership,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '../../../shared/staff-roles';
import { choiceLabel } from '../../../shared/choice-labels';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit-log';
import { staffMembers } from '../../db/schema/staff';
import { teamMembers } from '../../db/schema/team-members';
import { badRequest } from '../../http-errors';
import type { ActingAdmin } from './acting-admin';
import { adminActor } from './admin-actor';
import { describeAuditRows } from './list-audit';
import { writeAudit } from './write-audit';

// Breach readiness (issue 42 item 5, decision 106): for a notifiable data breach assessment (Privacy
// Act Part IIIC), the owner downloads, for a window, every row of the audit that shows access to a
// hire's records (each export, download, reveal and file view, each staff sign-in and refusal) and
// who among the staff could see which records then. One CSV, one row each: the staff first, then
// the events in time order. The download is audited itself.

/** The audit actions that show access to hires' records, or an attempt at it. */
export const ACCESS_ACTIONS = [
  'staff.sign_in',
  'staff.sign_in_failed',
  'staff.sign_in_refused',
  'staff.reauth',
  'staff.recover',
  'admin.login',
  'admin.pin_failed',
  'access.refused',
  'member.reveal',
  'health.read_answers',
  'health.read_pdf',
  'licence.read_photo',
  'retention.download_excel',
  'licence.download_register',
  'payroll.download_import_file',
  'application.send-to-payroll',
  'audit.download_csv',
  'audit.download_affected',
  'data.clear_all',
] as const satisfies readonly AuditAction[];

/** More rows than this: the owner is asked for a shorter window rather than given part of it. */
export const AFFECTED_MAX_ROWS = 50_000;
export const WINDOW_TOO_LARGE = `The window holds more than ${AFFECTED_MAX_ROWS.toLocaleString('en-AU')} audit rows; please choose a shorter one`;

// The roles that see TFN and bank numbers in full: 'Show' and the Excel export (routes/staff.ts,
// routes/admin-data-retention.ts: owner and payroll).
const FULL_NUMBER_ROLES: readonly StaffRole[] = ['owner', 'payroll'];

/** What a role could see, in words (decisions 029, 080, 094). */
export function roleAccess(role: StaffRole): string {
  const sensitive =
    seesHealthInformation(role) && seesUnionMembership(role)
      ? 'with health and union information'
      : 'without health or union information';
  const numbers = FULL_NUMBER_ROLES.includes(role)
    ? 'TFN and bank numbers in full (Show, and the Excel export)'
    : 'TFN and bank numbers masked';
  return `Every application and employee record, ${sensitive}; ${numbers}`;
}

interface Window {
  since: Date;
  /** Exclusive. */
  until: Date;
}

/** The window's moments: a day bound is its start (since) or the start of the next day (until), in `timeZone`. */
export async function resolveWindow(db: Db, query: AffectedQuery, timeZone: string): Promise<Window> {
  const at = (value: string, nextDay: boolean) =>
    isCalendarDay(value)
      ? sql`((${value}::text::date + ${nextDay ? 1 : 0}::int)::timestamp at time zone ${timeZone}::text)`
      : sql`${value}::text::timestamptz`;
  const [row] = await queryRows<{ since: string | Date; until: string | Date }>(
    db,
    sql`select ${at(query.since, false)} as since, ${at(query.until, true)} as until`,
  );
  const window = { since: new Date(row!.since), until: new Date(row!.until) };
  // A moment is inclusive as given; a day runs to the start of the next.
  if (!isCalendarDay(query.until)) window.until = new Date(window.until.getTime() + 1);
  if (window.until <= window.since)
    throw badRequest(AFFECTED_MESSAGES.order, { until: AFFECTED_MESSAGES.order });
  return window;
}

const COLUMNS = [
  'Kind',
  'Time (UTC)',
  'Time (employer)',
  'Person',
  'Staff id',
  'Role',
  'Action',
  'Action code',
  'Hire',
  'Member id',
  'Application id',
  'Detail',
  'IP address',
  'Session',
] as const;
type Line = Record<(typeof COLUMNS)[number], string>;
const blank = (): Line => Object.fromEntries(COLUMNS.map((c) => [c, ''])) as Line;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The staff who could sign in during the window: enrolled before its end, not deactivated before its start. */
async function staffLines(db: Db, w: Window, timeZone: string): Promise<Line[]> {
  const people = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        lt(staffMembers.createdAt, w.until),
        or(isNull(staffMembers.deactivatedAt), gte(staffMembers.deactivatedAt, w.since)),
      ),
    )
    .orderBy(asc(staffMembers.name), asc(staffMembers.email));
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const inWindow = and(gte(auditLog.createdAt, w.since), lt(auditLog.createdAt, w.until));
  const signIns = await db
    .select({ staffId: sql<string>`${auditLog.details}->>'staffId'`, n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'staff.sign_in'), inWindow, inArray(sql`${auditLog.details}->>'staffId'`, ids)),
    )
    .groupBy(sql`${auditLog.details}->>'staffId'`);
  const roleChanges = await db
    .select({ target: auditLog.target, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'staff.role'), inWindow, inArray(auditLog.target, ids)))
    .orderBy(asc(auditLog.id));
  const signedIn = new Map(signIns.map((s) => [s.staffId, s.n]));
  const day = (d: Date) => formatMoment(d, timeZone);
  return people.map((p): Line => {
    const role = p.role as StaffRole;
    const changes = roleChanges
      .filter((c) => c.target === p.id)
      .map(
        (c) =>
          `${choiceLabel(STAFF_ROLE_LABELS, text(c.details.from))} to ${choiceLabel(STAFF_ROLE_LABELS, text(c.details.to))}`,
      );
    const n = signedIn.get(p.id) ?? 0;
    const facts = [
      roleAccess(role),
      `${n} sign-in${n === 1 ? '' : 's'} in the window`,
      `added ${day(p.createdAt)}`,
      p.enrolledAt ? null : 'never set up their sign-in',
      p.deactivatedAt ? `deactivated ${day(p.deactivatedAt)}` : null,
      changes.length > 0 ? `role changed in the window: ${changes.join(', ')}` : null,
    ].filter((f): f is string => f !== null);
    return {
      ...blank(),
      Kind: 'Staff with access',
      Person: `${p.name} <${p.email}>`,
      'Staff id': p.id,
      Role: STAFF_ROLE_LABELS[role] ?? p.role,
      Detail: facts.join('; '),
    };
  });
}

/** Each member's application, by member id (the application is found by the member's email). */
async function applicationsOfMembers(db: Db, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ member: teamMembers.id, application: applications.id })
    .from(teamMembers)
    .innerJoin(applications, eq(applications.email, teamMembers.email))
    .where(inArray(teamMembers.id, memberIds));
  return new Map(rows.map((r) => [r.member, r.application]));
}

async function eventLines(db: Db, w: Window, timeZone: string): Promise<Line[]> {
  const where = and(
    inArray(auditLog.action, [...ACCESS_ACTIONS]),
    gte(auditLog.createdAt, w.since),
    lt(auditLog.createdAt, w.until),
  );
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(where);
  if (n > AFFECTED_MAX_ROWS) throw badRequest(WINDOW_TOO_LARGE, { since: WINDOW_TOO_LARGE });
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const described = await describeAuditRows(db, rows);
  const members = [...new Set(described.map((d) => d.member).filter((m): m is string => !!m))];
  const applicationOf = await applicationsOfMembers(db, members);
  return rows.map((r, i): Line => {
    const d = described[i]!;
    const role = text(r.details.role);
    const applicationTarget = isAuditAction(r.action) && AUDIT_ACTIONS[r.action].target === 'application';
    return {
      ...blank(),
      Kind: 'Event',
      'Time (UTC)': d.at,
      'Time (employer)': formatMoment(r.createdAt, timeZone, { withSeconds: true }),
      Person: d.actor,
      'Staff id': d.staffId ?? '',
      Role: role ? choiceLabel(STAFF_ROLE_LABELS, role) || role : '',
      Action: d.actionLabel,
      'Action code': d.action,
      Hire: d.memberName ?? '',
      'Member id': d.member ?? '',
      'Application id':
        (applicationTarget ? r.target : null) ?? (d.member ? applicationOf.get(d.member) : '') ?? '',
      Detail: d.summary ?? '',
      'IP address': d.ip ?? '',
      Session: d.sessionId ?? '',
    };
  });
}

/**
 * The CSV and how many events it lists. Text a spreadsheet would run as a formula (= + - @ at
 * its start, a name typed as '=HYPERLINK(...)') is written with a leading quote mark, as the
 * other CSV downloads are.
 */
export async function affectedRecordsCsv(
  db: Db,
  query: AffectedQuery,
  timeZone: string,
  admin: ActingAdmin,
): Promise<{ csv: string; events: number; window: Window }> {
  const window = await resolveWindow(db, query, timeZone);
  const staff = await staffLines(db, window, timeZone);
  const events = await eventLines(db, window, timeZone);
  const csv = stringify([...staff, ...events], {
    header: true,
    columns: [...COLUMNS],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  await writeAudit(db, {
    actor: adminActor(admin),
    action: 'audit.download_affected',
    details: {
      since: window.since.toISOString(),
      until: window.until.toISOString(),
      staff: staff.length,
      count: events.length,
    },
    admin,
  });
  return { csv, events: events.length, window };
}
