import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { employerTimeZone } from '../format/employer-time-zone';
import { GUESS_CAP_JOB } from './guess-limits';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { employerName } from '../settings/employer';
import { hireEmail, hireLanguageOf } from '../mail/hire-emails';

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
    await sendFromJob(deps.mail, {
      to: payload.email,
      ...hireEmail(
        await hireLanguageOf(deps.database.db, payload.email),
        employerTimeZone(deps),
        ({ t, moment }) => ({
          subject: t('tooManyCodes.subject', { company }),
          paragraphs: [
            t('tooManyCodes.body', { company }),
            t('tooManyCodes.safe', { until: moment(new Date(payload.lockedUntil)) }),
          ],
        }),
      ),
    });
  },
});

export const EMAIL_CODE_JOBS = [guessCapJob];
