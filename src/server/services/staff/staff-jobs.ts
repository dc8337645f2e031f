import { type JobHandler, skipped } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { type DeliveryKind, emailDelivery } from '../deliveries/delivery-kind';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';
import { FAIR_WORK_STATEMENT_TITLES, FAIR_WORK_STATEMENTS } from '../../../shared/choice-labels';
import { publicBaseUrl } from '../applications/application-jobs';
import { OWNER_NOTICE_JOB, type OwnerNoticeJob } from './owner-notice';

export const STAFF_JOBS = {
  enrolmentLink: 'staff.enrolment-link',
  signInFailures: 'staff.sign-in-failures',
  /** An owner told of HR's change to where applications go or what hires are told (issue 36 item 3). */
  ownerNotice: OWNER_NOTICE_JOB,
  accountLocked: 'staff.account-locked',
} as const;

/** How staff emails show in Deliveries. */
export const STAFF_DELIVERIES: Record<string, DeliveryKind> = {
  [STAFF_JOBS.enrolmentLink]: emailDelivery('Admin sign-in set-up link to a staff member'),
  [STAFF_JOBS.signInFailures]: emailDelivery('Failed sign-ins notice to a staff member'),
  [STAFF_JOBS.ownerNotice]: emailDelivery("Notice to an owner of HR's change"),
  [STAFF_JOBS.accountLocked]: emailDelivery('Locked admin account notice'),
};

/** The enrolment email's payload: the link is sealed with the data key (the jobs table is not a secret store). */
export interface EnrolmentLinkJob {
  to: string;
  name: string;
  sealedLink: string;
  expiresAt: string;
}

export interface SignInFailuresJob {
  to: string;
  name: string;
  failures: number;
  ip: string;
  at: string;
}

/** To the locked person and to every active owner, once per lock (decision 037). */
export interface AccountLockedJob {
  to: string;
  name: string;
  /** The locked person, as '<name> <email>'. */
  person: string;
  isOwnerCopy: boolean;
  failures: number;
  ip: string;
  at: string;
}

/**
 * Emails of staff accounts, sent through the durable job queue (decision 025: retried, listed in
 * Deliveries). One queued before the person was deactivated is not sent (issue 35 item 3).
 */
export function staffJobHandlers(
  deps: Pick<AppDeps, 'mail' | 'env' | 'cipher' | 'database'>,
): Record<string, JobHandler> {
  const company = deps.env.COMPANY_NAME;
  const { db } = deps.database;
  return {
    [STAFF_JOBS.enrolmentLink]: {
      async run(payload) {
        const job = payload as unknown as EnrolmentLinkJob;
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
    },
    [STAFF_JOBS.signInFailures]: {
      async run(payload) {
        const job = payload as unknown as SignInFailuresJob;
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
    },
    [STAFF_JOBS.ownerNotice]: {
      async run(payload) {
        const job = payload as unknown as OwnerNoticeJob;
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
                    (s) =>
                      `${FAIR_WORK_STATEMENT_TITLES[s]}:\n  was ${job.before[s]}\n  now ${job.after[s]}\n`,
                  ).join('\n') +
                  `\nIf you did not expect this, please check them: ${base}/admin/policies\n`,
              };
        await sendFromJob(deps.mail, {
          to: job.to,
          subject: body.subject,
          text: `Hello ${job.name},\n\n${body.text}`,
        });
      },
    },
    [STAFF_JOBS.accountLocked]: {
      async run(payload) {
        const job = payload as unknown as AccountLockedJob;
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
    },
  };
}
