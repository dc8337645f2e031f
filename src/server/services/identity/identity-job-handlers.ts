import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { employerName } from '../settings/employer';
import { hireEmail, hireLanguageOf } from '../mail/hire-emails';

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
      // In the language of the application moved (now under the new address).
      ...hireEmail(
        await hireLanguageOf(deps.database.db, n.into),
        employerTimeZone(deps),
        ({ t, moment }) => ({
          subject: t('moved.subject', { company }),
          paragraphs: [
            t('moved.body', { company, from: n.from, into: n.into, when: moment(new Date(n.movedAt)) }),
            t('moved.device', { device: n.device, ip: n.ip }),
            t('moved.notYou', { company }),
          ],
        }),
      ),
    });
  },
});

export const IDENTITY_JOB_DEFINITIONS = [applicationMovedJob];
