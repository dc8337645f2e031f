import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CeisOut } from '../../../shared/answers/fair-work';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';
import { ceisReminders } from '../../db/schema/ceis-reminders';
import { conflict, notFound } from '../../http-errors';
import { defineJob } from '../../jobs/define-job';
import { enqueueJobs, type NewJob } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { publicBaseUrl } from '../applications/application-jobs';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { emailDelivery } from '../deliveries/delivery-kind';
import { addMonths, dateStamp, formatAuDate, isIsoDay } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { receivingRecipients } from '../notifications/receiving-recipients';
import { employerName } from '../settings/employer';
import { effectiveStartDate } from '../employment/employee-dates';
import { readFairWorkLinks } from './fair-work-statements';

// The Casual Employment Information Statement again during employment (Fair Work Act s 125B;
// issue 41 item 1): a casual employee is given it after 6 months, after 12 months and after each
// further 12 months; a small business employer (fewer than 15 employees, s 23) only after the
// first 12 (s 125B(2)). HR is reminded when each is due and records giving it.

export const CEIS_DUE_JOB = 'fair-work.ceis-due';

export const CEIS_NOT_DUE = 'The Casual Employment Information Statement is not due for this period.';
export const CEIS_ALREADY_GIVEN =
  'This Casual Employment Information Statement is already recorded as given.';

/**
 * The periods after which the statement is due, in months of employment, up to `upTo` months:
 * 6 (not for a small business employer), 12, then each further 12 (not for a small business).
 */
export function ceisMilestones(smallBusinessEmployer: boolean, upTo: number): number[] {
  const months = smallBusinessEmployer ? [12] : [6];
  if (!smallBusinessEmployer) for (let m = 12; m <= upTo; m += 12) months.push(m);
  return months.filter((m) => m <= upTo);
}

/** The periods ended by `today` for a start on `startDate`, each with its day; and the next one. */
export function ceisSchedule(
  startDate: string,
  today: string,
  smallBusinessEmployer: boolean,
): { due: { months: number; dueOn: string }[]; next: { months: number; dueOn: string } | null } {
  // Enough periods to pass today: one a year, plus the first.
  const years = Math.max(1, Number(today.slice(0, 4)) - Number(startDate.slice(0, 4)) + 2);
  const all = ceisMilestones(smallBusinessEmployer, years * 12).map((months) => ({
    months,
    dueOn: addMonths(startDate, months),
  }));
  return {
    due: all.filter((m) => m.dueOn <= today),
    next: all.find((m) => m.dueOn > today) ?? null,
  };
}

const duePayload = z.object({
  to: z.string(),
  name: z.string(),
  hireEmail: z.string(),
  months: z.number(),
  dueOn: z.string(),
  statementUrl: z.string(),
  link: z.string(),
});

const period = (months: number) =>
  months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;

export const ceisDueJob = defineJob({
  kind: CEIS_DUE_JOB,
  payload: duePayload,
  delivery: emailDelivery('Casual Employment Information Statement due, to a notification recipient'),
  async run(job, deps) {
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${employerName(deps)}: give ${job.name} the Casual Employment Information Statement`,
      text:
        `${job.name} (${job.hireEmail}) has been employed as a casual for ${period(job.months)} ` +
        `(on ${formatAuDate(job.dueOn)}). The Fair Work Act (s 125B) says to give them the Casual ` +
        `Employment Information Statement again as soon as practicable:\n${job.statementUrl}\n\n` +
        `When you have given it, record it on the application's page: ${job.link}\n`,
    });
  },
});

export const CEIS_JOB_DEFINITIONS = [ceisDueJob];

/**
 * The periods of an employment as of `today`: from the actual start date once HR recorded it,
 * else the planned one (decision 107); none ends after the end date (the statement is given
 * during employment), and there is no next one once the employment has ended.
 */
export function ceisScheduleOf(
  row: Pick<typeof applications.$inferSelect, 'startedOn' | 'plannedStartDate' | 'endedOn'>,
  today: string,
  smallBusinessEmployer: boolean,
): (ReturnType<typeof ceisSchedule> & { startDate: string }) | null {
  const startDate = effectiveStartDate(row);
  if (!isIsoDay(startDate)) return null;
  const ended = row.endedOn !== null && row.endedOn < today;
  const schedule = ceisSchedule(startDate, ended ? row.endedOn! : today, smallBusinessEmployer);
  return { ...schedule, next: ended ? null : schedule.next, startDate };
}

/** Approved casual applications still employed: the ones the statement may be due to again. */
async function casualEmployees(db: Db) {
  return db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      plannedStartDate: applications.plannedStartDate,
      startedOn: applications.startedOn,
      endedOn: applications.endedOn,
    })
    .from(applications)
    .where(
      and(
        isNotNull(applications.approvedAt),
        isNull(applications.withdrawnAt),
        sql`${applications.employment}->>'employmentType' = 'casual'`,
      ),
    );
}

/**
 * Queues HR's reminder for each period that has ended (the tests drive `now`), once: the
 * period's row is inserted first and only the instance whose insert took it queues the email, in
 * the same transaction. Periods passed over (an employee approved 13 months after starting) are
 * recorded with the newest, which alone is reminded.
 */
export async function sendDueCeisReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const today = dateStamp(employerTimeZone(deps), now);
  const small = deps.settings.current().smallBusinessEmployer;
  let queued = 0;
  for (const employee of await casualEmployees(db)) {
    const schedule = ceisScheduleOf(employee, today, small);
    if (!schedule) continue;
    const { due } = schedule;
    const newest = due.at(-1);
    if (!newest) continue;
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(ceisReminders)
        .values({ applicationId: employee.id, months: newest.months, dueOn: newest.dueOn })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) return false;
      const earlier = due.slice(0, -1);
      if (earlier.length > 0)
        await tx
          .insert(ceisReminders)
          .values(earlier.map((m) => ({ applicationId: employee.id, ...m })))
          .onConflictDoNothing();
      const { ceis } = await readFairWorkLinks(tx);
      const link = `${publicBaseUrl(deps.env)}/admin/applications/${employee.id}`;
      const jobs: NewJob[] = (await receivingRecipients(tx)).map((recipient) => ({
        kind: CEIS_DUE_JOB,
        payload: {
          to: recipient.email,
          name: employee.fullName || employee.email,
          hireEmail: employee.email,
          months: newest.months,
          dueOn: newest.dueOn,
          statementUrl: ceis,
          link,
        },
      }));
      await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
      return jobs.length > 0;
    });
    if (sent) queued++;
  }
  if (queued > 0) deps.jobs.wake();
  return queued;
}

/** The statement's periods for one application: null unless it is a casual employment with a start date. */
export async function ceisView(
  deps: AppDeps,
  db: Pick<Db, 'select'>,
  row: Pick<typeof applications.$inferSelect, 'id' | 'plannedStartDate' | 'startedOn' | 'endedOn'> & {
    employment: { employmentType: string } | null;
  },
  now = new Date(),
): Promise<CeisOut | null> {
  if (row.employment?.employmentType !== 'casual') return null;
  const today = dateStamp(employerTimeZone(deps), now);
  const schedule = ceisScheduleOf(row, today, deps.settings.current().smallBusinessEmployer);
  if (!schedule) return null;
  const { due, next } = schedule;
  const stored = await db.select().from(ceisReminders).where(eq(ceisReminders.applicationId, row.id));
  const byMonths = new Map(stored.map((r) => [r.months, r]));
  return {
    startDate: schedule.startDate,
    due: due.map((m) => {
      const r = byMonths.get(m.months);
      return { ...m, reminded: r !== undefined, givenAt: r?.givenAt ?? null, givenBy: r?.givenBy ?? null };
    }),
    next,
  };
}

/**
 * HR records giving the statement for the period of `months` (owner, HR): refused (409
 * `ceis_not_due`) for a period that has not ended or is not one, and (409 `ceis_already_given`) a
 * second time. Audited; in the history.
 */
export async function recordCeisGiven(
  deps: AppDeps,
  id: string,
  months: number,
  by: ActingAdmin,
  now = new Date(),
): Promise<CeisOut> {
  const actor = adminActor(by);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    const view = await ceisView(deps, tx, row, now);
    const period = view?.due.find((m) => m.months === months);
    if (!row.approvedAt || !period) throw conflict('ceis_not_due', CEIS_NOT_DUE);
    if (period.givenAt) throw conflict('ceis_already_given', CEIS_ALREADY_GIVEN);
    await tx
      .insert(ceisReminders)
      .values({ applicationId: id, months, dueOn: period.dueOn, givenAt: now, givenBy: actor })
      .onConflictDoUpdate({
        target: [ceisReminders.applicationId, ceisReminders.months],
        set: { givenAt: now, givenBy: actor },
      });
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'ceis-given',
      actor,
      message: `Casual Employment Information Statement after ${period.months} months`,
      createdAt: now,
    });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.ceis_given',
      target: id,
      details: { months },
    });
  });
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return (await ceisView(deps, db, row!, now))!;
}
