import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  type AuditTarget,
  auditActionLabel,
  isAuditAction,
} from '../../../shared/audit-actions';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit-log';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import type { ActingAdmin } from './acting-admin';
import { adminActor } from './admin-actor';
import { auditSummary } from './describe-audit';
import { writeAudit } from './write-audit';
import { csvLines } from '../format/csv';

export const AUDIT_PAGE_SIZE = 100;

export interface AuditFilter {
  /** A staff member's id, or text found in the actor ('Jane', 'jane@example.com'). */
  person?: string;
  /** A member's id (the row's target, `details.memberId`, or their application as the target). */
  member?: string;
  /** An action, or its prefix ('member.' finds every member action). */
  action?: string;
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  /** The action in words (shared/audit-actions.ts). */
  actionLabel: string;
  staffId: string | null;
  sessionId: string | null;
  member: string | null;
  /**
   * The hire's full name while their record exists (a deleted member shows by id only); for an
   * application without a member yet, the name HR invited it under.
   */
  memberName: string | null;
  field: string | null;
  /** The details in words: the number seen, the task sent back, how many records. */
  summary: string | null;
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
    const theirApplication = sql`${auditLog.target} in (select ${applications.id}::text from ${applications}
      join ${teamMembers} on ${teamMembers.email} = ${applications.email}
      where ${teamMembers.id}::text = ${filter.member})`;
    parts.push(
      or(
        eq(auditLog.target, filter.member),
        sql`${auditLog.details}->>'memberId' = ${filter.member}`,
        theirApplication,
      ),
    );
  }
  // An action's code finds that action; any other text, the actions it begins ('member.').
  if (filter.action) {
    parts.push(
      isAuditAction(filter.action)
        ? eq(auditLog.action, filter.action)
        : sql`starts_with(${auditLog.action}, ${filter.action})`,
    );
  }
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
  return describeAuditRows(db, rows);
}

/** Rows of the audit log as the owner reads them: the action in words, the hire each concerns. */
export async function describeAuditRows(db: Db, rows: Row[]): Promise<AuditRow[]> {
  const hires = await hiresOf(db, rows);
  return rows.map((r): AuditRow => {
    const hire = hires.get(r.id);
    return {
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actor,
      action: r.action,
      actionLabel: auditActionLabel(r.action),
      staffId: text(r.details.staffId),
      sessionId: text(r.details.sessionId),
      member: hire?.member ?? null,
      memberName: hire?.name ?? null,
      field: text(r.details.field),
      summary: auditSummary(r.action, r.details),
      ip: r.ip,
    };
  });
}

const targetOf = (action: string): AuditTarget =>
  isAuditAction(action) ? AUDIT_ACTIONS[action].target : 'other';

interface Hire {
  member: string | null;
  name: string | null;
}
type Row = typeof auditLog.$inferSelect;

/**
 * The hire each row concerns, by row id: `details.memberId`, or the target when it is a member,
 * their application (invitations, change requests, approvals) or one of their submissions; named
 * from the members' and applications' rows, in three queries a page.
 */
async function hiresOf(db: Db, rows: Row[]): Promise<Map<number, Hire>> {
  const uuid = (v: string | null) => (v !== null && UUID.test(v) ? v : null);
  const wanted = (kind: AuditTarget) =>
    rows.filter((r) => !text(r.details.memberId) && targetOf(r.action) === kind).map((r) => uuid(r.target));
  const [ofApplication, ofSubmission] = await Promise.all([
    applicationHires(db, wanted('application')),
    submissionMembers(db, wanted('submission')),
  ]);
  const memberOf = (r: Row): string | null => {
    const own = text(r.details.memberId);
    if (own) return own;
    const target = targetOf(r.action);
    if (target === 'member') return r.target;
    if (target === 'application' && r.target) return ofApplication.get(r.target)?.member ?? null;
    if (target === 'submission' && r.target) return ofSubmission.get(r.target) ?? null;
    return null;
  };
  const members = new Map(rows.map((r) => [r.id, memberOf(r)]));
  const names = await memberNames(db, [...members.values()]);
  const out = new Map<number, Hire>();
  for (const r of rows) {
    const member = members.get(r.id) ?? null;
    const invited =
      targetOf(r.action) === 'application' && r.target ? ofApplication.get(r.target)?.name : null;
    const name = (member && names.get(member)) || invited || null;
    if (member || name) out.set(r.id, { member, name });
  }
  return out;
}

const ids = (list: (string | null)[]) => [...new Set(list.filter((id): id is string => id !== null))];

/** Applications by id: their hire's member id (by email, once Personal Information is saved) and invited name. */
async function applicationHires(db: Db, list: (string | null)[]): Promise<Map<string, Hire>> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ id: applications.id, name: applications.fullName, member: teamMembers.id })
    .from(applications)
    .leftJoin(teamMembers, eq(teamMembers.email, applications.email))
    .where(inArray(applications.id, wanted));
  return new Map(found.map((a) => [a.id, { member: a.member, name: a.name || null }]));
}

/** Submissions by id: their member's id. */
async function submissionMembers(db: Db, list: (string | null)[]): Promise<Map<string, string | null>> {
  const wanted = ids(list);
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({ id: submissionRecords.id, member: submissionRecords.memberId })
    .from(submissionRecords)
    .where(inArray(submissionRecords.id, wanted));
  return new Map(found.map((s) => [s.id, s.member]));
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
  'actionLabel',
  'staffId',
  'sessionId',
  'member',
  'memberName',
  'field',
  'summary',
  'ip',
];

/** The filtered audit as CSV (at most 50,000 rows, newest first); the download is audited (an export). */
export async function auditCsv(db: Db, filter: AuditFilter, admin: ActingAdmin): Promise<string> {
  const rows = await listAudit(db, filter, 1, 50_000);
  await writeAudit(db, {
    actor: adminActor(admin),
    action: 'audit.download_csv',
    details: { count: rows.length },
    admin,
  });
  return csvLines([CSV_COLUMNS, ...rows.map((r) => CSV_COLUMNS.map((c) => r[c]))]);
}
