import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { employerName } from '../settings/employer';

export const IDENTITY_JOBS = { applicationMoved: 'identity.application-moved' } as const;

/** The payload of an 'application moved' email: one for each of the two addresses. */
const movedNotice = z.object({
  to: z.string(),
  from: z.string(),
  into: z.string(),
  movedAt: z.string(),
  device: z.string(),
  ip: z.string(),
});
export type MovedNotice = z.infer<typeof movedNotice>;

/** Emails both addresses when an application moves: the owner is never left not knowing. */
export const applicationMovedJob = defineJob({
  kind: IDENTITY_JOBS.applicationMoved,
  payload: movedNotice,
  /** Sent to both addresses, the old and the new. */
  delivery: emailDelivery('Application moved to another email: notice to the new hire'),
  async run(n, deps) {
    const company = employerName(deps);
    await sendFromJob(deps.mail, {
      to: n.to,
      subject: `${company}: your onboarding application moved to another email address`,
      text:
        `Your onboarding application with ${company} was moved from ${n.from} to ${n.into} ` +
        `on ${formatAuDateTime(new Date(n.movedAt), employerTimeZone(deps))}.\n\n` +
        `It was done from this device: ${n.device} (IP address ${n.ip}).\n\n` +
        `If this was not you, please contact ${company} straight away.\n`,
    });
  },
});

export const IDENTITY_JOB_DEFINITIONS = [applicationMovedJob];
