import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { GUESS_CAP_JOB } from './guess-limits';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { employerName } from '../settings/employer';

/** Tells an address's owner that it was locked after too many wrong codes (issue 19). */
export const guessCapJob = defineJob({
  kind: GUESS_CAP_JOB,
  payload: z.object({ email: z.string(), lockedUntil: z.string() }),
  /** The address's owner is in the payload's `email`. */
  delivery: emailDelivery('Too many incorrect codes: notice to the email address', {
    recipientField: 'email',
  }),
  async run(payload, deps) {
    const company = employerName(deps);
    const until = formatAuDateTime(new Date(payload.lockedUntil), employerTimeZone(deps));
    await sendFromJob(deps.mail, {
      to: payload.email,
      subject: `${company}: too many incorrect codes were entered for your email address`,
      text:
        `Someone has entered many incorrect codes for this email address in ${company}'s ` +
        'onboarding app. If that was not you, someone may be trying to open your application.\n\n' +
        `For your security, until ${until} a code for this address only works on a device where ` +
        'you have continued your application before. Your application is safe, and you do not ' +
        'need to do anything. Never share a code we send you.\n',
    });
  },
});

export const EMAIL_CODE_JOBS = [guessCapJob];
