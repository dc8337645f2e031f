import { z } from 'zod';
import { defineJob, jobHandlers } from '../../jobs/define-job';
import type { AppDeps } from '../../types';
import { skipped } from '../../jobs/job-handler';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';
import { FAIR_WORK_STATEMENT_TITLES, FAIR_WORK_STATEMENTS } from '../../../shared/choice-labels';
import { publicBaseUrl } from '../applications/application-jobs';
import { OWNER_NOTICE_JOB, ownerNoticePayload } from './owner-notice';
import { employerName } from '../settings/employer';

export const STAFF_JOBS = {
  enrolmentLink: 'staff.enrolment-link',
  signInFailures: 'staff.sign-in-failures',
  /** An owner told of HR's change to where applications go or what hires are told (issue 36 item 3). */
  ownerNotice: OWNER_NOTICE_JOB,
  accountLocked: 'staff.account-locked',
} as const;

/** Whom a staff email goes to, and the sign-in failures it reports (shared by the payloads below). */
const recipient = { to: z.string(), name: z.string() };
const failedSignIns = { failures: z.number(), ip: z.string(), at: z.string() };

/** The enrolment email's payload: the link is sealed with the data key (the jobs table is not a secret store). */
const enrolmentLinkPayload = z.object({ ...recipient, sealedLink: z.string(), expiresAt: z.string() });
export type EnrolmentLinkJob = z.infer<typeof enrolmentLinkPayload>;

const signInFailuresPayload = z.object({ ...recipient, ...failedSignIns });
export type SignInFailuresJob = z.infer<typeof signInFailuresPayload>;

/** To the locked person and to every active owner, once per lock (decision 037). */
const accountLockedPayload = z.object({
  ...recipient,
  /** The locked person, as '<name> <email>'. */
  person: z.string(),
  isOwnerCopy: z.boolean(),
  ...failedSignIns,
});
export type AccountLockedJob = z.infer<typeof accountLockedPayload>;

/**
 * Emails of staff accounts, sent through the durable job queue (decision 025: retried, listed in
 * Deliveries). One queued before the person was deactivated is not sent (issue 35 item 3).
 */
export const enrolmentLinkJob = defineJob({
  kind: STAFF_JOBS.enrolmentLink,
  payload: enrolmentLinkPayload,
  delivery: emailDelivery('Admin sign-in set-up link to a staff member'),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    if (await isDeactivatedStaff(db, job.to)) return skipped(DEACTIVATED_STAFF);
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: set up your admin sign-in`,
      text:
        `Hello ${job.name},\n\n` +
        `You have been given access to the ${company} onboarding admin pages. Open this link to ` +
        `set up your sign-in with a passkey, or with a password and an authenticator app:\n\n` +
        `${deps.cipher.decrypt(job.sealedLink)}\n\n` +
        `The link works once, until ${formatAuDateTime(new Date(job.expiresAt), employerTimeZone(deps))}.\n\n` +
        `If you did not expect this email, please ignore it.\n`,
    });
  },
});

export const signInFailuresJob = defineJob({
  kind: STAFF_JOBS.signInFailures,
  payload: signInFailuresPayload,
  delivery: emailDelivery('Failed sign-ins notice to a staff member'),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    if (await isDeactivatedStaff(db, job.to)) return skipped(DEACTIVATED_STAFF);
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: failed sign-ins to your admin account`,
      text:
        `Hello ${job.name},\n\n` +
        `There have been ${job.failures} failed attempts to sign in to your ${company} admin ` +
        `account, the latest on ${formatAuDateTime(new Date(job.at), employerTimeZone(deps))} from IP address ${job.ip}.\n\n` +
        `Sign-in is paused for a while. If this was not you, please tell an owner straight away.\n`,
    });
  },
});

export const ownerNoticeJob = defineJob({
  kind: STAFF_JOBS.ownerNotice,
  payload: ownerNoticePayload,
  delivery: emailDelivery("Notice to an owner of HR's change"),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    if (await isDeactivatedStaff(db, job.to)) return skipped(DEACTIVATED_STAFF);
    const when = formatAuDateTime(new Date(job.at), employerTimeZone(deps));
    const base = publicBaseUrl(deps.env);
    const who = `${job.by} (${job.byRole})`;
    const body =
      job.event === 'recipient-added'
        ? {
            subject: `${company}: ${job.by} added a notification recipient`,
            text:
              `${who} added ${job.recipientName} (${job.recipientEmail}) as a notification recipient ` +
              `on ${when}. Every application submitted from now on is emailed to this address.\n\n` +
              `If you did not expect this, please check the recipients: ${base}/admin/notifications\n`,
          }
        : {
            subject: `${company}: ${job.by} changed the Fair Work statement links`,
            text:
              `${who} changed the Fair Work statement links given to new hires on ${when}:\n\n` +
              FAIR_WORK_STATEMENTS.map(
                (s) => `${FAIR_WORK_STATEMENT_TITLES[s]}:\n  was ${job.before[s]}\n  now ${job.after[s]}\n`,
              ).join('\n') +
              `\nIf you did not expect this, please check them: ${base}/admin/policies\n`,
          };
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: body.subject,
      text: `Hello ${job.name},\n\n${body.text}`,
    });
  },
});

export const accountLockedJob = defineJob({
  kind: STAFF_JOBS.accountLocked,
  payload: accountLockedPayload,
  delivery: emailDelivery('Locked admin account notice'),
  async run(job, deps) {
    const company = employerName(deps);
    const { db } = deps.database;
    if (await isDeactivatedStaff(db, job.to)) return skipped(DEACTIVATED_STAFF);
    const when = formatAuDateTime(new Date(job.at), employerTimeZone(deps));
    const what =
      `${job.failures} sign-ins in a row to ${job.isOwnerCopy ? `the admin account of ${job.person}` : `your ${company} admin account`} ` +
      `had a wrong password or code, the latest on ${when} from IP address ${job.ip}. The account is now locked.`;
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: ${job.isOwnerCopy ? 'a staff admin account' : 'your admin account'} is locked`,
      text: job.isOwnerCopy
        ? `Hello ${job.name},\n\n${what}\n\nThe person can open it by signing in with their password and one of ` +
          `their recovery codes. Once you have spoken to them, you can also unlock it on the Staff page. ` +
          `If they did not try to sign in, someone else may be guessing.\n`
        : `Hello ${job.name},\n\n${what}\n\nTo open it, sign in with your password and one of your recovery ` +
          `codes, or ask an owner to unlock it. Browsers you have signed in with before still sign in as ` +
          `usual. If this was not you, please tell an owner straight away.\n`,
    });
  },
});

export const STAFF_JOB_DEFINITIONS = [enrolmentLinkJob, signInFailuresJob, ownerNoticeJob, accountLockedJob];

export const staffJobHandlers = (deps: AppDeps) => jobHandlers(STAFF_JOB_DEFINITIONS, deps);
