import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { skipped } from '../../jobs/job-handler';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';
import { employerName } from '../settings/employer';

export const OWNER_RECOVERED_JOB = 'staff.owner-recovered';

/** The notice to one owner that `npm run admin:recover` made someone an owner (issue 36 item 8). */
const ownerRecoveredPayload = z.object({
  to: z.string(),
  name: z.string(),
  /** The person recovered: their name and email, their role before, whether they were added. */
  person: z.string(),
  from: z.string().nullable(),
  /** The server's host name and the operating-system user who ran it. */
  host: z.string(),
  osUser: z.string(),
  at: z.string(),
});
export type OwnerRecoveredJob = z.infer<typeof ownerRecoveredPayload>;

const ROLE_WORDS: Record<string, string> = { owner: 'an owner', hr: 'HR', payroll: 'payroll' };

export function ownerRecoveredText(company: string, job: OwnerRecoveredJob, at: string): string {
  const before =
    job.from === null
      ? 'They were not a staff member before: the command added them.'
      : job.from === 'owner'
        ? 'They were already an owner; their old sign-in stops working when they use the new link.'
        : `They were ${ROLE_WORDS[job.from] ?? job.from} before; they are an owner now.`;
  return (
    `Hello ${job.name},\n\n` +
    `On ${at}, ${job.person} was given a new owner sign-in link for the ${company} onboarding ` +
    `admin pages with \`npm run admin:recover\`, run on the server ${job.host} by the user ${job.osUser}.\n\n` +
    `${before} Any sign-in they had open has ended.\n\n` +
    `If you did not expect this, please check who has access to the server and review the staff ` +
    `list and the audit log straight away.\n`
  );
}

/** Sent through the durable job queue (retried, listed in Deliveries), as every staff email. */
export const ownerRecoveredJob = defineJob({
  kind: OWNER_RECOVERED_JOB,
  payload: ownerRecoveredPayload,
  delivery: emailDelivery('Owner recovered from the server: notice to an owner'),
  async run(job, deps) {
    const company = employerName(deps);
    if (await isDeactivatedStaff(deps.database.db, job.to)) return skipped(DEACTIVATED_STAFF);
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: an owner account was recovered from the server`,
      text: ownerRecoveredText(company, job, formatAuDateTime(new Date(job.at), employerTimeZone(deps))),
    });
  },
});

export const RECOVER_OWNER_JOBS = [ownerRecoveredJob];
