import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { REMINDERS_MAX } from '../../../shared/applications';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { queryRows } from '../../db/query-rows';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { defineJob, jobHandlers } from '../../jobs/define-job';
import type { AppDeps } from '../../types';
import { APPLICATION_JOBS, publicBaseUrl } from './application-jobs';
import type { InvitationJob, ReminderJob } from './application-job-payloads';
import { newLink } from './invitations';
import { sendVisaExpiryNotices } from '../work-rights/visa-expiry';
import { applicationsBase } from './list-applications';
import { sendDueLicenceReminders } from '../licences/licence-reminders';
import { sendDueCeisReminders } from '../fair-work/ceis-reminders';

const DAY_MS = 86_400_000;

export interface ReminderSettings {
  inviteDays: number;
  idleDays: number;
}

export const reminderSettings = (env: AppDeps['env']): ReminderSettings => ({
  inviteDays: env.REMINDER_INVITE_DAYS,
  idleDays: env.REMINDER_IDLE_DAYS,
});

/**
 * The applications due a reminder at `now` (issue 25 item 5): an invitation not opened for
 * `inviteDays` since it (or the last reminder) went out, or an application opened or started
 * with no activity for `idleDays` since then (or the last reminder); fewer than three reminders
 * so far. Never a submitted application (its state is past in-progress) or a withdrawn invitation.
 */
async function dueApplications(db: Db, settings: ReminderSettings, now: Date): Promise<string[]> {
  const inviteBefore = new Date(now.getTime() - settings.inviteDays * DAY_MS);
  const idleBefore = new Date(now.getTime() - settings.idleDays * DAY_MS);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from (${applicationsBase}) b join applications a on a.id = b.id
      where a.withdrawn_at is null and a.reminders_sent < ${REMINDERS_MAX}
        and ((b.state = 'invited'
              and greatest(a.token_sent_at, a.invited_at, a.last_reminder_at) <= ${inviteBefore.toISOString()}::timestamptz)
          or (b.state = 'in-progress'
              and greatest(a.last_active_at, a.opened_at, a.invited_at, a.last_reminder_at, a.created_at)
                <= ${idleBefore.toISOString()}::timestamptz))
      order by a.created_at`,
  );
  return rows.map((r) => r.id);
}

/**
 * The sealed link last emailed for `applicationId` (invitation or reminder): the token itself is
 * not stored, only its hash.
 */
async function lastSealedLink(db: Db, applicationId: string): Promise<InvitationJob | null> {
  const [job] = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [APPLICATION_JOBS.invitation, APPLICATION_JOBS.reminder]),
        sql`${jobs.payload}->>'applicationId' = ${applicationId}`,
        sql`${jobs.payload}->>'sealedLink' is not null`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return (job?.payload as unknown as InvitationJob | undefined) ?? null;
}

/**
 * Sends the reminders due at `now` (injectable: the tests drive the clock). Each one is its own
 * transaction that locks the row and checks again, so two instances never send it twice; the
 * email is a durable job (retried, listed in Deliveries). An unopened invitation is reminded
 * with its link; one whose link has expired gets a new link (the old one was dead anyway).
 */
export async function sendDueReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const settings = reminderSettings(deps.env);
  let sent = 0;
  for (const id of await dueApplications(db, settings, now)) {
    const didSend = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
      if (!row || !(await dueApplications(tx, settings, now)).includes(id)) return false;
      const isInvitation = !!row.invitedAt && !row.openedAt && !row.lastActiveAt;
      let sealed: { sealedLink: string; expiresAt: string } | null = null;
      if (isInvitation) {
        const expired = !row.tokenExpiresAt || row.tokenExpiresAt.getTime() <= now.getTime();
        const last = expired ? null : await lastSealedLink(tx, id);
        if (last) sealed = { sealedLink: last.sealedLink, expiresAt: last.expiresAt };
        else {
          // The link has expired: the reminder carries a new one (the old one was dead anyway).
          const { fields, payload } = newLink(deps, row, now);
          await tx.update(applications).set(fields).where(eq(applications.id, id));
          sealed = { sealedLink: payload.sealedLink, expiresAt: payload.expiresAt };
        }
      }
      await tx
        .update(applications)
        .set({ remindersSent: row.remindersSent + 1, lastReminderAt: now })
        .where(eq(applications.id, id));
      const [event] = await tx
        .insert(applicationEvents)
        .values({ applicationId: id, kind: 'reminded', createdAt: now })
        .returning({ id: applicationEvents.id });
      const payload: ReminderJob = {
        applicationId: id,
        eventId: event!.id,
        to: row.email,
        name: row.fullName,
        kind: isInvitation ? 'invitation' : 'idle',
        sealedLink: sealed?.sealedLink ?? null,
        expiresAt: sealed?.expiresAt ?? null,
        link: `${publicBaseUrl(deps.env)}/`,
      };
      await enqueueJobs(
        tx,
        [{ kind: APPLICATION_JOBS.reminder, payload: { ...payload } }],
        deps.env.JOB_MAX_ATTEMPTS,
      );
      return true;
    });
    if (didSend) sent++;
  }
  if (sent > 0) deps.jobs.wake();
  return sent;
}

/** Queues the next sweep, unless one is already waiting. */
export async function scheduleReminderSweep(db: Db, runAt: Date): Promise<void> {
  await db.execute(sql`insert into jobs (kind, payload, run_at, max_attempts)
    select ${APPLICATION_JOBS.reminderSweep}, '{}'::jsonb, ${runAt.toISOString()}::timestamptz, 3
    where not exists (select 1 from jobs where kind = ${APPLICATION_JOBS.reminderSweep}
      and status in ('pending', 'running'))`);
}

/**
 * The sweep as a durable job: it runs on one instance at a time (the queue's claim), and each
 * run queues the next, in the transaction that ends it. main.ts queues the first at start-up.
 * `clock` is injectable, as `sendDueReminders`'s `now` is: the tests drive it.
 */
export const reminderSweepJob = (clock: () => Date = () => new Date()) => {
  const next = (tx: Db, deps: AppDeps) =>
    scheduleReminderSweep(tx, new Date(clock().getTime() + deps.env.REMINDER_SWEEP_SECONDS * 1000));
  return defineJob({
    kind: APPLICATION_JOBS.reminderSweep,
    payload: z.object({}),
    async run(_payload, deps) {
      await sendDueReminders(deps, clock());
      // The visa expiry notices to HR ride the same hourly sweep (issue 40 item 3).
      await sendVisaExpiryNotices(deps, clock());
      // Licences and tickets about to expire (issue 40 item 3), on the same hourly sweep.
      await sendDueLicenceReminders(deps, clock());
      // The CEIS due again to casual employees at 6 and 12 months (issue 41 item 1).
      await sendDueCeisReminders(deps, clock());
    },
    onDone: (tx, _payload, deps) => next(tx, deps),
    onFailed: (tx, _payload, _error, deps) => next(tx, deps),
  });
};

export const reminderJobHandlers = (deps: AppDeps, clock?: () => Date) =>
  jobHandlers([reminderSweepJob(clock)], deps);
