import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';
import { defineJob, jobHandlers } from '../../jobs/define-job';
import { skipped } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { invitationNotNeeded, reminderNotNeeded } from './email-still-due';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';
import { findSubmission, openSnapshot } from '../submission/load-submission';
import {
  approvedPayload,
  changesRequestedPayload,
  type ChangesRequestedJob,
  invitationPayload,
  payrollReadyPayload,
  reminderPayload,
  type ReminderJob,
} from './application-job-payloads';
import { payrollReadySubject, payrollReadyText } from './payroll-ready-email';
import { latestSubmissionId } from './latest-submission';
import { employerName } from '../settings/employer';

/** The emails of HR's onboarding (issue 25), sent through the durable job queue (decision 025). */
export const APPLICATION_JOBS = {
  invitation: 'applications.invitation',
  changesRequested: 'applications.changes-requested',
  approved: 'applications.approved',
  /** 'Ready for payroll' to each active payroll staff member when HR approves (issue 35 item 5). */
  payrollReady: 'applications.payroll-ready',
  reminder: 'applications.reminder',
  /** Finds the applications due a reminder; queues the next sweep (services/applications/reminders.ts). */
  reminderSweep: 'applications.reminder-sweep',
} as const;

/**
 * A reminder that was not sent after all: one fewer towards the three, and the 'reminded' event
 * the sweep wrote with it gone from HR's timeline.
 */
export async function uncountReminder(tx: Db, job: Pick<ReminderJob, 'applicationId' | 'eventId'>) {
  await tx
    .update(applications)
    .set({ remindersSent: sql`greatest(${applications.remindersSent} - 1, 0)` })
    .where(eq(applications.id, job.applicationId));
  if (job.eventId === undefined) return;
  await tx
    .delete(applicationEvents)
    .where(
      and(eq(applicationEvents.id, job.eventId), eq(applicationEvents.applicationId, job.applicationId)),
    );
}

/** Why Deliveries shows a 'ready for payroll' email as not sent. */
const APPROVED_DATA_DELETED = "The application's data had been deleted";
const RESUBMITTED_SINCE = 'The new hire resubmitted after the approval';

const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');

export const invitationJob = defineJob({
  kind: APPLICATION_JOBS.invitation,
  payload: invitationPayload,
  delivery: emailDelivery('Invitation to a new hire'),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    // Withdrawn while the email waited in the queue: its link would only say so.
    const notNeeded = await invitationNotNeeded(db, job);
    if (notNeeded) return skipped(notNeeded);
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: your onboarding invitation`,
      text:
        `${greeting(job.name)}\n\n` +
        `${company} has invited you to complete your onboarding online. Your details from HR ` +
        `are already filled in; please check them, then complete the six tasks and submit.\n\n` +
        `Start here: ${deps.cipher.decrypt(job.sealedLink)}\n\n` +
        `The link works once, until ${formatAuDateTime(new Date(job.expiresAt), employerTimeZone(deps))}. After that, ` +
        `use 'Continue an existing application' with this email address.\n\n` +
        `If you did not expect this email, please ignore it.\n`,
    });
  },
});

export const changesRequestedJob = defineJob({
  kind: APPLICATION_JOBS.changesRequested,
  payload: changesRequestedPayload,
  delivery: emailDelivery("HR's change request to the new hire"),
  async run(job, deps) {
    const company = employerName(deps);
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: please update your ${job.taskTitle}`,
      text:
        `${greeting(job.name)}\n\n` +
        `HR has reviewed your onboarding application and asks you to change your ${job.taskTitle}:\n\n` +
        `HR asked: ${deps.cipher.decrypt(job.sealedMessage)}\n\n` +
        `Please make the change and submit your application again: ${changeLink(deps, job)}\n`,
    });
  },
});

export const approvedJob = defineJob({
  kind: APPLICATION_JOBS.approved,
  payload: approvedPayload,
  delivery: emailDelivery('Approval to the new hire'),
  async run(job, deps) {
    const company = employerName(deps);
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: you are all set`,
      text:
        `${greeting(job.name)}\n\n` +
        `HR has approved your onboarding application. You are all set: there is nothing more ` +
        `to do before your first day.\n\nWelcome to ${company}.\n`,
    });
  },
});

export const payrollReadyJob = defineJob({
  kind: APPLICATION_JOBS.payrollReady,
  payload: payrollReadyPayload,
  delivery: emailDelivery('Ready for payroll to a payroll staff member'),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    if (await isDeactivatedStaff(db, job.to)) return skipped(DEACTIVATED_STAFF);
    const record = await findSubmission(db, job.submissionId);
    if (!record) return skipped(APPROVED_DATA_DELETED);
    // A resubmission since the approval withdrew it: HR approves the new one, and payroll hears then.
    if ((await latestSubmissionId(db, record.email)) !== record.id) return skipped(RESUBMITTED_SINCE);
    const snapshot = openSnapshot(deps.cipher, record);
    await sendFromJob(deps.mail, {
      to: job.to,
      about: record.email,
      subject: payrollReadySubject(company, snapshot),
      text: payrollReadyText({
        greeting: greeting(job.name),
        snapshot,
        submittedAt: record.createdAt,
        timeZone: employerTimeZone(deps),
        link: `${publicBaseUrl(deps.env)}/admin/application?id=${job.applicationId}`,
      }),
    });
  },
});

export const reminderJob = defineJob({
  kind: APPLICATION_JOBS.reminder,
  payload: reminderPayload,
  delivery: emailDelivery('Reminder to the new hire'),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    // Checked again as it is sent: the hire may have submitted (or HR withdrawn) since the sweep.
    const notNeeded = await reminderNotNeeded(db, job);
    if (notNeeded) return skipped(notNeeded);
    const text =
      job.kind === 'invitation' && job.sealedLink
        ? `${greeting(job.name)}\n\n` +
          `A reminder: ${company} has invited you to complete your onboarding online, and your ` +
          `invitation has not been opened yet.\n\n` +
          `Start here: ${deps.cipher.decrypt(job.sealedLink)}\n\n` +
          `The link works once, until ${formatAuDateTime(new Date(job.expiresAt ?? Date.now()), employerTimeZone(deps))}.\n`
        : `${greeting(job.name)}\n\n` +
          `A reminder: your onboarding application with ${company} is not finished yet. ` +
          `Please complete the remaining tasks and submit: ${job.link}\n\n` +
          `Use 'Continue an existing application' with this email address if you are asked to sign in.\n`;
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: a reminder to complete your onboarding`,
      text,
    });
  },
  // Not sent: it does not count towards the three, and HR's timeline does not show it.
  onSkipped: (tx, job) => uncountReminder(tx, job),
});

export const APPLICATION_JOB_DEFINITIONS = [
  invitationJob,
  changesRequestedJob,
  approvedJob,
  payrollReadyJob,
  reminderJob,
];

export const applicationEmailHandlers = (deps: AppDeps) => jobHandlers(APPLICATION_JOB_DEFINITIONS, deps);

/** The change request's sign-in link (sealed), or the bare task address of a job queued before it. */
const changeLink = (deps: Pick<AppDeps, 'cipher' | 'env'>, job: ChangesRequestedJob) =>
  job.sealedLink ? deps.cipher.decrypt(job.sealedLink) : (job.link ?? publicBaseUrl(deps.env));

export const publicBaseUrl = (env: AppDeps['env']) =>
  env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
