import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications } from '../../db/schema/applications';
import { defineJob, jobHandlers } from '../../jobs/define-job';
import { PermanentJobError, skipped } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { employerTimeZone } from '../format/employer-time-zone';
import { invitationNotNeeded, invitationSmsNotNeeded, reminderNotNeeded } from './email-still-due';
import { smsProvider } from '../sms/sms-providers';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';
import { findSubmission, openSnapshot } from '../submission/load-submission';
import {
  approvedPayload,
  changesRequestedPayload,
  type ChangesRequestedJob,
  invitationPayload,
  invitationSmsPayload,
  payrollReadyPayload,
  reminderPayload,
  type ReminderJob,
} from './application-job-payloads';
import { payrollReadySubject, payrollReadyText } from './payroll-ready-email';
import { latestSubmissionId } from './latest-submission';
import { employerName } from '../settings/employer';
import {
  applicationLanguage,
  type EmailVersion,
  type EmailWriter,
  hireEmail,
  smsInvitationText,
} from '../mail/hire-emails';

/** The emails of HR's onboarding (issue 25), sent through the durable job queue (decision 025). */
export const APPLICATION_JOBS = {
  invitation: 'applications.invitation',
  /** The invitation's link by SMS (decision 114): a delivery of its own, channel 'sms'. */
  invitationSms: 'applications.invitation-sms',
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

/**
 * The invitation email (decision 114): what to have ready and how long it takes, the link and
 * until when it works, in the writer's language.
 */
export function invitationEmail(
  { t, greeting: hello, moment }: EmailWriter,
  p: { company: string; name: string; link: string; expiresAt: Date },
): EmailVersion {
  const { company } = p;
  const ready = [
    t('invitation.readyTfn'),
    t('invitation.readyBank'),
    t('invitation.readySuper', { company }),
    t('invitation.readyTickets'),
    t('invitation.readyId'),
    t('invitation.readyEmergency'),
  ];
  return {
    subject: t('invitation.subject', { company }),
    paragraphs: [
      hello(p.name),
      t('invitation.intro', { company }),
      [t('invitation.haveReady'), ...ready.map((item) => `- ${item}`)].join('\n'),
      t('invitation.time'),
      t('invitation.start', { link: p.link }),
      t('invitation.once', { until: moment(p.expiresAt), continueExisting: t('continueExisting') }),
      t('invitation.ignore'),
    ],
  };
}

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
    const link = deps.cipher.decrypt(job.sealedLink);
    await sendFromJob(deps.mail, {
      to: job.to,
      ...hireEmail(await applicationLanguage(db, job.applicationId), employerTimeZone(deps), (w) =>
        invitationEmail(w, { company, name: job.name, link, expiresAt: new Date(job.expiresAt) }),
      ),
    });
  },
});

/**
 * The invitation's link by SMS (issue 43 item 6, decision 114), through the install's provider:
 * short and plain, the employer's name and the link, in the hire's language. Retried as every
 * delivery; a refusal no retry can change (a bad number, wrong credentials) fails at once, and
 * Deliveries shows it. Not sent when the link is no longer the application's.
 */
export const invitationSmsJob = defineJob({
  kind: APPLICATION_JOBS.invitationSms,
  payload: invitationSmsPayload,
  delivery: { channel: 'sms', what: 'Invitation to a new hire by SMS' },
  async run(job, deps) {
    const { db } = deps.database;
    const link = deps.cipher.decrypt(job.sealedLink);
    const notNeeded = await invitationSmsNotNeeded(db, job, link);
    if (notNeeded) return skipped(notNeeded);
    const provider = smsProvider(deps.env);
    if (!provider) throw new PermanentJobError('No SMS provider is set (SMS_PROVIDER)');
    const language = await applicationLanguage(db, job.applicationId);
    await provider.send({
      to: job.to,
      body: smsInvitationText(language, { company: employerName(deps), link }),
    });
  },
});

export const changesRequestedJob = defineJob({
  kind: APPLICATION_JOBS.changesRequested,
  payload: changesRequestedPayload,
  delivery: emailDelivery("HR's change request to the new hire"),
  async run(job, deps) {
    const company = employerName(deps);
    const task = job.taskTitle;
    const message = deps.cipher.decrypt(job.sealedMessage);
    const link = changeLink(deps, job);
    await sendFromJob(deps.mail, {
      to: job.to,
      ...hireEmail(
        await applicationLanguage(deps.database.db, job.applicationId),
        employerTimeZone(deps),
        ({ t, greeting }) => ({
          subject: t('changes.subject', { company, task }),
          paragraphs: [
            greeting(job.name),
            t('changes.asks', { task }),
            t('changes.hrAsked', { message }),
            t('changes.submitAgain', { link }),
          ],
        }),
      ),
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
      ...hireEmail(
        await applicationLanguage(deps.database.db, job.applicationId),
        employerTimeZone(deps),
        ({ t, greeting }) => ({
          subject: t('approved.subject', { company }),
          paragraphs: [greeting(job.name), t('approved.body'), t('approved.welcome', { company })],
        }),
      ),
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
    const sealedLink = job.kind === 'invitation' ? job.sealedLink : null;
    const link = sealedLink ? deps.cipher.decrypt(sealedLink) : job.link;
    await sendFromJob(deps.mail, {
      to: job.to,
      ...hireEmail(
        await applicationLanguage(db, job.applicationId),
        employerTimeZone(deps),
        ({ t, greeting, moment }) => {
          const continueExisting = t('continueExisting');
          return {
            subject: t('reminder.subject', { company }),
            paragraphs: sealedLink
              ? [
                  greeting(job.name),
                  t('reminder.invitation', { company }),
                  t('reminder.start', { link }),
                  t('reminder.once', { until: moment(new Date(job.expiresAt ?? Date.now())) }),
                ]
              : [
                  greeting(job.name),
                  t('reminder.idle', { company, link }),
                  t('reminder.signIn', { continueExisting }),
                ],
          };
        },
      ),
    });
  },
  // Not sent: it does not count towards the three, and HR's timeline does not show it.
  onSkipped: (tx, job) => uncountReminder(tx, job),
});

export const APPLICATION_JOB_DEFINITIONS = [
  invitationJob,
  invitationSmsJob,
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
