import { type JobHandler, skipped } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';

export const STAFF_JOBS = {
  enrolmentLink: 'staff.enrolment-link',
  signInFailures: 'staff.sign-in-failures',
} as const;

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
            `set up your sign-in with a passkey or an authenticator app:\n\n` +
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
  };
}
