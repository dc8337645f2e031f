import type { JobHandler } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { GUESS_CAP_JOB } from './guess-limits';
import { sendFromJob } from '../mail/mail-failure';
import { type DeliveryKind, emailDelivery } from '../deliveries/delivery-kind';

/** The address's owner is in the payload's `email`. */
export const EMAIL_CODE_DELIVERIES: Record<string, DeliveryKind> = {
  [GUESS_CAP_JOB]: emailDelivery('Too many incorrect codes: notice to the email address', {
    recipientField: 'email',
  }),
};

/** Tells an address's owner that it was locked after too many wrong codes (issue 19). */
export function emailCodeJobHandlers(deps: Pick<AppDeps, 'mail' | 'env'>): Record<string, JobHandler> {
  const company = deps.env.COMPANY_NAME;
  return {
    [GUESS_CAP_JOB]: {
      async run(payload) {
        const until = formatAuDateTime(new Date(String(payload.lockedUntil)), employerTimeZone(deps));
        await sendFromJob(deps.mail, {
          to: String(payload.email),
          subject: `${company}: too many incorrect codes were entered for your email address`,
          text:
            `Someone has entered many incorrect codes for this email address in ${company}'s ` +
            'onboarding app. If that was not you, someone may be trying to open your application.\n\n' +
            `For your security, until ${until} a code for this address only works on a device where ` +
            'you have continued your application before. Your application is safe, and you do not ' +
            'need to do anything. Never share a code we send you.\n',
        });
      },
    },
  };
}
