import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { dayOf } from '../../../shared/date-time-format';
import { recordRetention, type RetentionRuleId } from '../../../shared/retention-rules';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { teamMembers } from '../../db/schema/team-members';
import { queryRows } from '../../db/query-rows';
import { defineJob } from '../../jobs/define-job';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import { employerTimeZone } from '../format/employer-time-zone';
import { deleteMembers, type DeletedMembers } from './delete-approved-members';
import { eraseDeletedCopies } from './erase-deleted-copies';
import { forgetEmails, IN_LIST_MAX } from './forget-emails';
import { factsOf, memberRetentionFacts, type MemberRetentionRow } from './retention-facts';

const DAY_MS = 86_400_000;

export const RETENTION_JOBS = {
  /** Deletes, once a day, the records whose retention period has ended (decision 108). */
  sweep: 'retention.sweep',
} as const;

/** How often the sweep runs. */
export const RETENTION_SWEEP_MS = DAY_MS;

interface Due {
  members: { id: string; email: string; rule: RetentionRuleId }[];
  /** Applications of people who never submitted (no member row): HR's invitation, drafts, codes. */
  applications: { id: string; email: string }[];
}

/**
 * What may go at `now`: members past their period (an employee 7 years after the end date; a
 * person never employed `purgeDays` after the last activity), and applications never submitted
 * whose invitation expired or last activity is `purgeDays` past. Never a member on legal hold.
 */
async function dueForPurge(db: Db, now: Date, today: string, purgeDays: number): Promise<Due> {
  const purgeBefore = new Date(now.getTime() - purgeDays * DAY_MS).toISOString();
  const rows = await queryRows<MemberRetentionRow>(
    db,
    sql`select * from (${memberRetentionFacts(sql`true`)}) f
      where not f.on_legal_hold
        and ((not f.is_employee and f.last_activity <= ${purgeBefore}::timestamptz)
          or (f.is_employee and f.ended_on is not null))`,
  );
  const members = rows.flatMap((row) => {
    const retention = recordRetention(factsOf(row), today);
    return retention.isDeletable ? [{ id: row.id, email: row.email, rule: retention.rule }] : [];
  });
  const never = await queryRows<{ id: string; email: string }>(
    db,
    sql`select a.id, a.email from applications a
      where not exists (select 1 from team_members m where m.email = a.email)
        and greatest(a.last_active_at, a.opened_at, a.invited_at, a.created_at, a.withdrawn_at,
          a.token_expires_at, (select max(e.created_at) from application_events e where e.application_id = a.id))
          <= ${purgeBefore}::timestamptz`,
  );
  return { members, applications: never };
}

const idsOf = (due: Due) => ({
  members: new Set(due.members.map((m) => m.id)),
  applications: new Set(due.applications.map((a) => a.id)),
});

/**
 * Deletes what has expired at `now` (injectable: the tests move the clock), with the deletion that
 * leaves no copy (decision 020), and an audit row per rule with the count. The rows found are
 * locked and found again in the transaction: one that came back to life meanwhile (a hire's new
 * activity, a legal hold) is kept.
 */
export async function purgeExpiredRecords(
  deps: Pick<AppDeps, 'database' | 'env' | 'cipher' | 'settings'>,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const { db } = deps.database;
  const today = dayOf(now, employerTimeZone(deps));
  const purgeDays = deps.env.RETENTION_PURGE_DAYS;
  const found = await dueForPurge(db, now, today, purgeDays);
  if (found.members.length === 0 && found.applications.length === 0) return 0;
  const deleted = await db.transaction(async (tx): Promise<DeletedMembers> => {
    const memberIds = found.members.map((m) => m.id);
    const applicationIds = found.applications.map((a) => a.id);
    for (let i = 0; i < memberIds.length; i += IN_LIST_MAX) {
      await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(inArray(teamMembers.id, memberIds.slice(i, i + IN_LIST_MAX)))
        .for('update');
    }
    for (let i = 0; i < applicationIds.length; i += IN_LIST_MAX) {
      await tx
        .select({ id: applications.id })
        .from(applications)
        .where(inArray(applications.id, applicationIds.slice(i, i + IN_LIST_MAX)))
        .for('update');
    }
    const still = idsOf(await dueForPurge(tx, now, today, purgeDays));
    const members = found.members.filter((m) => still.members.has(m.id));
    const never = found.applications.filter((a) => still.applications.has(a.id));
    const gone = await deleteMembers(tx, members);
    await forgetEmails(
      tx,
      never.map((a) => a.email),
    );
    const perRule = new Map<RetentionRuleId, number>();
    for (const m of members) perRule.set(m.rule, (perRule.get(m.rule) ?? 0) + 1);
    if (never.length > 0) perRule.set('never-employed', (perRule.get('never-employed') ?? 0) + never.length);
    for (const [rule, count] of perRule) {
      await writeAudit(tx, { actor: 'system', action: 'retention.purged', details: { rule, count } });
    }
    return {
      count: gone.count + never.length,
      submissionIds: gone.submissionIds,
      emails: [...gone.emails, ...never.map((a) => a.email)],
    };
  });
  await eraseDeletedCopies(deps, deleted, log);
  return deleted.count;
}

/** Queues the next sweep, unless one is already waiting. */
export async function scheduleRetentionSweep(db: Db, runAt: Date): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts)
    select ${RETENTION_JOBS.sweep}, '{}'::jsonb, ${runAt.toISOString()}::timestamptz, 3
    where not exists (select 1 from jobs where kind = ${RETENTION_JOBS.sweep}
      and status in ('pending', 'running'))`);
}

/** The job has no request logger: the purge's rare warnings (decision 020) go to stderr. */
const jobLog = {
  warn: (obj: unknown, msg?: string) => {
    process.stderr.write(`${JSON.stringify({ level: 40, msg, detail: obj })}\n`);
  },
} as Pick<FastifyBaseLogger, 'warn'>;

/**
 * The daily sweep as a durable job, like the hourly reminder sweep: one instance at a time (the
 * queue's claim), and each run queues the next in the transaction that ends it. main.ts queues the
 * first at start-up. `clock` is injectable: the tests move it.
 */
export const retentionSweepJob = (clock: () => Date = () => new Date()) => {
  const next = (tx: Db) => scheduleRetentionSweep(tx, new Date(clock().getTime() + RETENTION_SWEEP_MS));
  return defineJob({
    kind: RETENTION_JOBS.sweep,
    payload: z.object({}),
    async run(_payload, deps) {
      await purgeExpiredRecords(deps, clock(), jobLog);
    },
    onDone: (tx) => next(tx),
    onFailed: (tx) => next(tx),
  });
};
