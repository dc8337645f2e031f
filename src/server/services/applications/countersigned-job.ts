import crypto from 'node:crypto';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { type JobSkipped, skipped } from '../../jobs/job-handler';
import { HttpError } from '../../http-errors';
import type { AppDeps } from '../../types';
import { emailDelivery } from '../deliveries/delivery-kind';
import { formatAuDateTime } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { recipientAtSendTime } from '../notifications/receiving-recipients';
import { deliverRecords } from '../records-system/deliver-records';
import { employerName } from '../settings/employer';
import { hireEmail, hireLanguageOf } from '../mail/hire-emails';
import { findSubmission, safeName } from '../submission/load-submission';
import { type CountersignedDocument, countersignedPdf } from '../task-pdfs/countersigned-pdf';
import { publicBaseUrl } from './application-jobs';

export const COUNTERSIGNED_JOB = 'applications.document-countersigned';
/** The countersigned PDF to each notification recipient, and to the records system (decision 100). */
export const COUNTERSIGNED_TO_RECIPIENT_JOB = 'applications.countersigned-to-recipient';
export const COUNTERSIGNED_RECORDS_JOB = 'applications.countersigned-records';

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
    const link = `${publicBaseUrl(deps.env)}/document?id=${job.documentId}`;
    await sendFromJob(deps.mail, {
      to: job.to,
      ...hireEmail(
        await hireLanguageOf(deps.database.db, job.to),
        employerTimeZone(deps),
        ({ t, greeting }) => ({
          subject: t('countersigned.subject', { company, title: job.title }),
          paragraphs: [greeting(job.name), t('countersigned.body', { company, title: job.title, link })],
        }),
      ),
    });
  },
});

/**
 * What the HR and records jobs of one countersignature carry: the hire's latest submission (its
 * data retention removes these jobs and the records copy with it), the hire, the document, and
 * the signing countersigned.
 */
const countersignaturePayload = z.object({
  submissionId: z.string(),
  email: z.string(),
  documentId: z.string(),
  signingId: z.string(),
});
type CountersignaturePayload = z.output<typeof countersignaturePayload>;

/** Why Deliveries shows a countersignature's email or delivery as not sent. */
export const COUNTERSIGNATURE_GONE = "The application's data had been deleted";
export const SIGNED_AGAIN = 'The new hire has signed the document again since it was countersigned';

/**
 * The countersigned document as it is now: skipped when the hire's data was deleted or the hire
 * has signed it again since (that signing is not countersigned).
 */
async function countersignedNow(
  deps: AppDeps,
  job: CountersignaturePayload,
): Promise<CountersignedDocument | JobSkipped> {
  if (!(await findSubmission(deps.database.db, job.submissionId))) return skipped(COUNTERSIGNATURE_GONE);
  const found = await countersignedPdf(deps, job.email, job.documentId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
  if (!found) return skipped(SIGNED_AGAIN);
  if (found.signingId !== job.signingId) return skipped(SIGNED_AGAIN);
  return found;
}

const pdfName = (doc: CountersignedDocument) =>
  `${safeName(doc.title)}-${safeName(doc.fullName)}-countersigned.pdf`;

/**
 * To each notification recipient (read again as it is sent, as a submission's email): the
 * countersigned PDF of a document the hire had already submitted (decision 100).
 */
export const countersignedToRecipientJob = defineJob({
  kind: COUNTERSIGNED_TO_RECIPIENT_JOB,
  payload: countersignaturePayload.extend({ recipientId: z.string(), to: z.string() }),
  delivery: emailDelivery('Countersigned document: to a notification recipient'),
  async run(job, deps) {
    const recipient = await recipientAtSendTime(deps.database.db, job);
    if ('skipped' in recipient) return recipient;
    const doc = await countersignedNow(deps, job);
    if ('skipped' in doc) return doc;
    const when = formatAuDateTime(doc.countersignedAt, employerTimeZone(deps));
    await sendFromJob(deps.mail, {
      to: recipient.email,
      about: job.email,
      subject: `Countersigned ${doc.title}: ${doc.fullName}`,
      text:
        `${doc.countersignedBy} countersigned the ${doc.title} (version ${doc.version}) of ` +
        `${doc.fullName} (${job.email}) on ${when}.\n\n` +
        `Attached: the countersigned ${doc.title}, with the signing evidence of both signatures.\n`,
      attachments: [{ filename: pdfName(doc), content: doc.pdf, contentType: 'application/pdf' }],
    });
  },
});

/**
 * The records system's copy of a countersignature (decision 100): a delivery of its own beside the
 * submission's, with the countersigned PDF inside, keyed `{submissionId}.countersigned-{signingId}`
 * (its Idempotency-Key, and its local copy's name, which the submission's deletion removes).
 */
export interface CountersignatureDelivery {
  submissionId: string;
  countersignature: {
    signingId: string;
    email: string;
    fullName: string;
    policyDocumentId: string;
    documentType: string;
    title: string;
    version: string;
    signedAt: string;
    countersignedAt: string;
    countersignedBy: string;
    pdf: { filename: string; contentType: 'application/pdf'; sha256: string; base64: string };
  };
}

export const countersignatureRecordsKey = (submissionId: string, signingId: string) =>
  `${submissionId}.countersigned-${signingId}`;

export const countersignedRecordsJob = defineJob({
  kind: COUNTERSIGNED_RECORDS_JOB,
  payload: countersignaturePayload,
  delivery: { channel: 'records-system', what: 'Countersigned document to the records system' },
  async run(job, deps) {
    const doc = await countersignedNow(deps, job);
    if ('skipped' in doc) return doc;
    const body: CountersignatureDelivery = {
      submissionId: job.submissionId,
      countersignature: {
        signingId: doc.signingId,
        email: job.email,
        fullName: doc.fullName,
        policyDocumentId: job.documentId,
        documentType: doc.documentType,
        title: doc.title,
        version: doc.version,
        signedAt: doc.signedAt.toISOString(),
        countersignedAt: doc.countersignedAt.toISOString(),
        countersignedBy: doc.countersignedBy,
        pdf: {
          filename: pdfName(doc),
          contentType: 'application/pdf',
          sha256: crypto.createHash('sha256').update(doc.pdf).digest('hex'),
          base64: doc.pdf.toString('base64'),
        },
      },
    };
    await deliverRecords(
      {
        url: deps.env.RECORDS_WEBHOOK_URL,
        secret: deps.env.RECORDS_WEBHOOK_SECRET,
        timeoutMs: deps.env.RECORDS_WEBHOOK_TIMEOUT_MS,
        dataDir: deps.env.dataDir,
        seal: (plain) => deps.cipher.sealBytes(plain),
      },
      countersignatureRecordsKey(job.submissionId, job.signingId),
      JSON.stringify(body),
    );
  },
});

/** The jobs of a countersignature. */
export const COUNTERSIGNED_JOB_DEFINITIONS = [
  countersignedJob,
  countersignedToRecipientJob,
  countersignedRecordsJob,
];
