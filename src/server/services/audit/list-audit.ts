import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { teamMembers } from '../../db/schema/team-members';

export const AUDIT_PAGE_SIZE = 100;

export interface AuditFilter {
  /** A staff member's id, or text found in the actor ('Jane', 'jane@example.com'). */
  person?: string;
  /** A member's id (the row's target or `details.memberId`). */
  member?: string;
  /** An action, or its prefix ('member.' finds every member action). */
  action?: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  staffId: string | null;
  sessionId: string | null;
  member: string | null;
  /** The member's full name while the member exists (a deleted member shows by id only). */
  memberName: string | null;
  field: string | null;
  ip: string | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

function where(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.person) {
    parts.push(
      or(
        sql`${auditLog.details}->>'staffId' = ${filter.person}`,
        sql`position(lower(${filter.person}) in lower(${auditLog.actor})) > 0`,
      ),
    );
  }
  if (filter.member) {
    parts.push(
      or(eq(auditLog.target, filter.member), sql`${auditLog.details}->>'memberId' = ${filter.member}`),
    );
  }
  if (filter.action) parts.push(sql`starts_with(${auditLog.action}, ${filter.action})`);
  return and(...parts);
}

/** The owner's Audit page: newest first, filtered by person, member and action. */
export async function listAudit(db: Db, filter: AuditFilter, page = 1, pageSize = AUDIT_PAGE_SIZE) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(where(filter))
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const memberOf = (r: (typeof rows)[number]) =>
    text(r.details.memberId) ?? (r.action.startsWith('member.') ? r.target : null);
  const names = await memberNames(db, rows.map(memberOf));
  return rows.map((r): AuditRow => {
    const member = memberOf(r);
    return {
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actor,
      action: r.action,
      staffId: text(r.details.staffId),
      sessionId: text(r.details.sessionId),
      member,
      memberName: (member && names.get(member)) ?? null,
      field: text(r.details.field),
      ip: r.ip,
    };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Full names of the members a page of audit rows names, in one query. */
async function memberNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ id: teamMembers.id, fullName: teamMembers.fullName })
    .from(teamMembers)
    .where(inArray(teamMembers.id, wanted));
  return new Map(found.map((m) => [m.id, m.fullName]));
}

const CSV_COLUMNS: (keyof AuditRow)[] = [
  'at',
  'actor',
  'action',
  'staffId',
  'sessionId',
  'member',
  'memberName',
  'field',
  'ip',
];

/**
 * A CSV field: quoted, quotes doubled, and a leading = + - @ (or tab, CR) neutralised with a
 * quote mark so a spreadsheet never runs an actor's text as a formula.
 */
const csvField = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The filtered audit as CSV (at most 50,000 rows, newest first). */
export async function auditCsv(db: Db, filter: AuditFilter): Promise<string> {
  const rows = await listAudit(db, filter, 1, 50_000);
  const lines = [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => csvField(r[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
