import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { RetentionFilter } from '../../../shared/retention';
import type { retentionMemberSchema } from '../../../shared/answers/retention';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { teamMembers } from '../../db/schema/team-members';
import { vevoChecks } from '../../db/schema/vevo-checks';
import type { VevoResult } from '../../../shared/choice-labels';
import { recordRetention } from '../../../shared/retention-rules';
import { factsOf, memberRetentionFacts, type MemberRetentionRow } from './retention-facts';

/**
 * The day the list's 'deletable' flag is read on (UTC: the deletions themselves check the employer's
 * day, so near midnight the flag may lead or trail them by a day; the date shown is exact).
 */
const today = () => new Date().toISOString().slice(0, 10);

/** A listed member as the server holds it (dates as `Date`s); the route sends it as its schema says. */
export type RetentionMember = z.input<typeof retentionMemberSchema>;

/** Spec §4: Pending Download, then Data Downloaded, then Approved for Deletion. */
export function retentionStatus(m: { dataDownloadedAt: Date | null; approvedForDeletion: boolean }) {
  if (m.approvedForDeletion) return 'Approved for Deletion' as const;
  return m.dataDownloadedAt ? ('Data Downloaded' as const) : ('Pending Download' as const);
}

const tm = teamMembers;
/** Written exactly as the partial indexes' predicates (migration 0003), so the planner uses them. */
export const IS_DOWNLOADED = sql`${tm.dataDownloadedAt} is not null and not ${tm.approvedForDeletion}`;
export const IS_APPROVED = sql`${tm.approvedForDeletion}`;
export const IS_PENDING = sql`${tm.dataDownloadedAt} is null and not ${tm.approvedForDeletion}`;

/** Ids of members whose latest submission failed delivery (served by submission_records_failed_idx). */
export const LATEST_FAILED_MEMBER_IDS = sql`(
  select f.member_id from submission_records f
  where f.records_system_status = 'failed'
    and not exists (
      select 1 from submission_records n
      where n.member_id = f.member_id and (n.created_at, n.id) > (f.created_at, f.id)
    )
)`;

/** `%` and `_` typed in the search box are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface RetentionQuery {
  filter: RetentionFilter;
  search: string;
}

export function retentionWhere({ filter, search }: RetentionQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    const pattern = containing(search);
    conditions.push(or(ilike(tm.fullName, pattern), ilike(tm.email, pattern)));
  }
  if (filter === 'pending-download') conditions.push(IS_PENDING);
  else if (filter === 'downloaded') conditions.push(IS_DOWNLOADED);
  else if (filter === 'approved') conditions.push(IS_APPROVED);
  else if (filter === 'delivery-failed') conditions.push(sql`${tm.id} in ${LATEST_FAILED_MEMBER_IDS}`);
  return and(...conditions);
}

// Limits are inlined, not bound: with a bound LIMIT a generic plan assumes 10% of the rows and
// sorts every member (measured: 40 ms instead of 0.4 ms for a page at 10k members on PGlite).
const inlined = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
const ONE = inlined(1);

type Selection = { memberId: string } | (RetentionQuery & { limit: number; offset: number });

// Matches team_members_created_idx (DESC NULLS LAST): a page walks the index, never sorts.
const NEWEST_FIRST = [sql`${tm.createdAt} desc nulls last`, sql`${tm.id} desc nulls last`];

/**
 * The ids of one page, found on team_members alone: the rows an OFFSET skips are never joined
 * to their submissions (a deep page at 10k members took 69 ms when they were).
 */
function pageIds(db: Db, selection: RetentionQuery & { limit: number; offset: number }) {
  return db
    .select({ id: tm.id })
    .from(tm)
    .where(retentionWhere(selection))
    .orderBy(...NEWEST_FIRST)
    .limit(inlined(selection.limit))
    .offset(inlined(selection.offset));
}

/**
 * Members as the data-retention page lists them, newest first (the id breaks ties, so pages never
 * overlap nor skip); one page of them, or the one member `memberId`.
 */
export async function listRetentionMembers(db: Db, selection: Selection): Promise<RetentionMember[]> {
  const latest = db
    .select({
      submissionId: sql<string>`${submissionRecords.id}`.as('submission_id'),
      status: submissionRecords.recordsSystemStatus,
      error: submissionRecords.recordsSystemError,
      deliveredAt: submissionRecords.deliveredAt,
    })
    .from(submissionRecords)
    .where(eq(submissionRecords.memberId, tm.id))
    .orderBy(
      sql`${submissionRecords.createdAt} desc nulls last`,
      sql`${submissionRecords.id} desc nulls last`,
    )
    .limit(ONE)
    .as('latest');
  const query = db
    .select({
      id: tm.id,
      fullName: tm.fullName,
      email: tm.email,
      createdAt: tm.createdAt,
      dataDownloadedBy: tm.dataDownloadedBy,
      dataDownloadedAt: tm.dataDownloadedAt,
      approvedForDeletion: tm.approvedForDeletion,
      approvedBy: tm.approvedBy,
      approvedAt: tm.approvedAt,
      approvalNotes: tm.approvalNotes,
      approvedWithoutDelivery: tm.approvedWithoutDelivery,
      submissionId: latest.submissionId,
      recordsSystemStatus: latest.status,
      recordsSystemError: latest.error,
      fundChoice: superfundChoices.fundChoice,
      recordsSystemDeliveredAt: latest.deliveredAt,
      isVisaHolder: tm.tagVisaCitizen,
      vevo: vevoChecks,
      legalHoldReason: tm.legalHoldReason,
      legalHoldBy: tm.legalHoldBy,
      legalHoldAt: tm.legalHoldAt,
      // The same facts the deletions check (retention-facts.ts), as one JSON row.
      facts: sql<MemberRetentionRow>`(select row_to_json(f) from (${memberRetentionFacts(sql`m.id = ${tm.id}`)}) f)`,
    })
    .from(tm)
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(superfundChoices, eq(superfundChoices.memberId, tm.id))
    .leftJoin(vevoChecks, eq(vevoChecks.memberId, tm.id))
    .$dynamic();
  const rows =
    'memberId' in selection
      ? await query.where(eq(tm.id, selection.memberId))
      : await query.where(sql`${tm.id} in ${pageIds(db, selection)}`).orderBy(...NEWEST_FIRST);
  return rows.map(({ fundChoice, vevo, legalHoldReason, legalHoldBy, legalHoldAt, facts, ...row }) => ({
    ...row,
    retention: {
      ...recordRetention(factsOf(facts), today()),
      lastActivityAt: facts.last_activity === null ? null : new Date(facts.last_activity),
    },
    legalHold:
      legalHoldAt === null ? null : { reason: legalHoldReason ?? '', by: legalHoldBy ?? '', at: legalHoldAt },
    status: retentionStatus(row),
    isStapledSuper: fundChoice === 'stapled',
    vevoCheck: vevo
      ? {
          checkedOn: vevo.checkedOn,
          result: vevo.result as VevoResult,
          reference: vevo.reference,
          conditions: vevo.conditions,
          officer: vevo.officer,
          recordedBy: vevo.recordedBy,
          recordedAt: vevo.updatedAt,
        }
      : null,
    needsVevoCheck: row.isVisaHolder && !vevo,
  }));
}

/** Members matching a search and filter, for the pager. */
export async function countRetentionMatches(db: Db, query: RetentionQuery): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tm)
    .where(retentionWhere(query));
  return row?.n ?? 0;
}
