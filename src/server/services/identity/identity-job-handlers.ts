import type { JobHandler } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { type DeliveryKind, emailDelivery } from '../deliveries/delivery-kind';

export const IDENTITY_JOBS = { applicationMoved: 'identity.application-moved' } as const;

/** Sent to both addresses, the old and the new. */
export const IDENTITY_DELIVERIES: Record<string, DeliveryKind> = {
  [IDENTITY_JOBS.applicationMoved]: emailDelivery(
    'Application moved to another email: notice to the new hire',
  ),
};

/** The payload of an 'application moved' email: one for each of the two addresses. */
export interface MovedNotice {
  to: string;
  from: string;
  into: string;
  movedAt: string;
  device: string;
  ip: string;
}

/** Emails both addresses when an application moves: the owner is never left not knowing. */
export function identityJobHandlers(deps: Pick<AppDeps, 'mail' | 'env'>): Record<string, JobHandler> {
  const company = deps.env.COMPANY_NAME;
  return {
    [IDENTITY_JOBS.applicationMoved]: {
      async run(payload) {
        const n = payload as unknown as MovedNotice;
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
    },
  };
}
