import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { emailDelivery } from '../deliveries/delivery-kind';
import { sendFromJob } from '../mail/mail-failure';
import { employerName } from '../settings/employer';
import { publicBaseUrl } from './application-jobs';

export const COUNTERSIGNED_JOB = 'applications.document-countersigned';

const countersignedPayload = z.object({
  to: z.string(),
  name: z.string(),
  documentId: z.string(),
  title: z.string(),
});

/**
 * To the hire: the employer has countersigned their document (decision 091), and where to download
 * it. Sent through the durable job queue (retried, listed in Deliveries) as every email.
 */
export const countersignedJob = defineJob({
  kind: COUNTERSIGNED_JOB,
  payload: countersignedPayload,
  delivery: emailDelivery('Countersigned document ready: to the new hire'),
  async run(job, deps) {
    const company = employerName(deps);
    const name = job.name.trim();
    await sendFromJob(deps.mail, {
      to: job.to,
      subject: `${company}: your countersigned ${job.title} is ready`,
      text:
        `${name ? `Hello ${name},` : 'Hello,'}\n\n` +
        `${company} has countersigned your ${job.title}. You can download the countersigned PDF ` +
        `from the document's page in your onboarding: ${publicBaseUrl(deps.env)}/document?id=${job.documentId}\n`,
    });
  },
});
