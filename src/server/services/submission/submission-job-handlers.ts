import { documentLicences, snapshotLicences } from '../licences/snapshot-licences';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { vevoChecks } from '../../db/schema/vevo-checks';
import { defineJob, jobHandlers } from '../../jobs/define-job';
import { skipped } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { dateStamp } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { emailDelivery } from '../deliveries/delivery-kind';
import { recipientAtSendTime } from '../notifications/receiving-recipients';
import { deliverRecords } from '../records-system/deliver-records';
import {
  choiceLabel,
  TFN_EXEMPTION_LABELS,
  tfnCode,
  payrollTfnExemption,
  VEVO_RESULT_LABELS,
} from '../../../shared/choice-labels';
import {
  type ApplicationSnapshot,
  type PersonalRecord,
  RECORDS_EVENTS,
  type RecordsDelivery,
  type SensitivePersonalKey,
  type SensitiveRecordsDelivery,
} from './application-snapshot';
import { sensitiveKeys } from '../../../shared/catalogue/define-catalogue';
import { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import { isSensitiveLicence } from '../../../shared/licence-kinds';
import { describeChanges } from './application-changes';
import { applicationPdfWithoutSensitive } from './application-pdf-source';
import { hrEmailSubject, hrEmailText } from './hr-email';
import { findSubmission, openSnapshot, previousSnapshot, submissionAttachments } from './load-submission';
import { employmentOf, parseStatementsGiven } from '../fair-work/fair-work-statements';
import type { FairWorkStatementGiven } from '../../../shared/answers/fair-work';
import { SUBMISSION_JOBS } from './submission-kinds';
import { EMAILED_NEXT_STEPS } from '../../../shared/next-steps';
import { employerName } from '../settings/employer';
import { type EmailVersion, type EmailWriter, hireEmail, hireLanguageOf } from '../mail/hire-emails';
import { latestVevo } from '../work-rights/latest-vevo';
import { siteTicketCheck } from '../sites/site-ticket-check';

type Deps = Pick<AppDeps, 'database' | 'cipher' | 'mail' | 'env' | 'pdf'>;

/** Why Deliveries shows a submission's email or delivery as not sent. */
const SUBMISSION_DELETED = "The application's data had been deleted";

/**
 * The new hire's confirmation (issue 23, item 12): a resubmission says it is an update, and
 * either way it promises what the success page promises (shared/next-steps.ts), no more. In the
 * hire's language with the English below (decision 114); the Fair Work statements' titles and the
 * names of what changed stay as given (English).
 */
function employeeConfirmation(
  { t, moment, language }: EmailWriter,
  company: string,
  record: { fullName: string; createdAt: Date; isResubmission: string },
  changes?: unknown,
  statements: FairWorkStatementGiven[] = [],
): EmailVersion {
  const isUpdate = record.isResubmission === 'true';
  const when = moment(record.createdAt);
  const changed = Array.isArray(changes) ? changes.filter((c): c is string => typeof c === 'string') : [];
  const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');
  // The success page's steps, word for word in English (shared/next-steps.ts); translated otherwise.
  const steps =
    language === 'en'
      ? [...EMAILED_NEXT_STEPS]
      : [t('confirmation.stepReview'), t('confirmation.stepContact'), t('confirmation.stepEmail')];
  return {
    subject: isUpdate ? t('confirmation.subjectUpdate', { company }) : t('confirmation.subject', { company }),
    paragraphs: [
      t('confirmation.greeting', { name: record.fullName }),
      isUpdate
        ? t('confirmation.receivedUpdate', { company, when })
        : t('confirmation.received', { company, when }),
      `${t('confirmation.next')}\n${list(steps)}`,
      ...(statements.length > 0
        ? [`${t('confirmation.fairWork')}\n${list(statements.map((s) => `${s.title}: ${s.url}`))}`]
        : []),
      ...(changed.length > 0
        ? [`${t('confirmation.changed')}\n${list(changed)}`, t('confirmation.notYou')]
        : []),
    ],
  };
}

/** The member's latest VEVO check as the records JSON carries it. */
async function vevoCheckOf(db: Db, memberId: string | null): Promise<RecordsDelivery['vevoCheck']> {
  if (!memberId) return null;
  const [row] = await db.select().from(vevoChecks).where(eq(vevoChecks.memberId, memberId));
  if (!row) return null;
  return {
    checkedOn: row.checkedOn,
    result: row.result,
    resultLabel: choiceLabel(VEVO_RESULT_LABELS, row.result),
    reference: row.reference,
    conditions: row.conditions,
  };
}

/** The sensitive personal answers (the catalogue's `sensitive`): 'Aboriginal', 'Disabled'. */
const SENSITIVE_PERSONAL: SensitivePersonalKey[] = sensitiveKeys(PERSONAL_INFORMATION);

/** The personal record without its sensitive answers (the employment record's). */
function withoutSensitive(personal: PersonalRecord): Omit<PersonalRecord, SensitivePersonalKey> {
  const out: Partial<PersonalRecord> = { ...personal };
  for (const key of SENSITIVE_PERSONAL) delete out[key];
  return out as Omit<PersonalRecord, SensitivePersonalKey>;
}

/**
 * The employment record the records system receives: the whole snapshot, TFN and bank values in
 * full (DESIGN.md §3.16), but the medical declaration and the sensitive answers, which go apart
 * (`sensitiveRecordsBody`; issue 42 item 3).
 */
export async function recordsBody(deps: Deps, id: string): Promise<string | null> {
  const record = await findSubmission(deps.database.db, id);
  if (!record) return null;
  const { medicalDeclaration: _medical, ...application } = JSON.parse(
    deps.cipher.decrypt(record.submissionData),
  ) as ApplicationSnapshot;
  const tax = application.taxDeclaration;
  const body: RecordsDelivery = {
    type: RECORDS_EVENTS.employment,
    submissionId: record.id,
    submittedAt: record.createdAt.toISOString(),
    isResubmission: record.isResubmission === 'true',
    fairWorkStatements: parseStatementsGiven(record.fairWorkStatements),
    application: {
      ...application,
      personal: withoutSensitive(application.personal),
      // Each licence a row of its own; union membership goes with the sensitive information.
      licences: documentLicences(snapshotLicences(application)),
      // Payroll keys codes, not words: the ATO's code where no TFN was given, and the reason.
      taxDeclaration: tax
        ? {
            ...tax,
            tfnCode: tfnCode(tax.taxFileNumber, tax.tfnExemption),
            payrollTfnExemption: payrollTfnExemption(tax.taxFileNumber, tax.tfnExemption) ?? '',
            tfnExemptionReason: tax.taxFileNumber
              ? ''
              : choiceLabel(TFN_EXEMPTION_LABELS, tax.tfnExemption || 'not-quoted'),
          }
        : null,
    },
    vevoCheck: await vevoCheckOf(deps.database.db, record.memberId),
  };
  return JSON.stringify(body);
}

/**
 * The health and other sensitive information the records system receives apart from the
 * employment record (issue 42 item 3): the medical declaration with its answers, the sensitive
 * personal answers and the union cards.
 */
export async function sensitiveRecordsBody(deps: Deps, id: string): Promise<string | null> {
  const record = await findSubmission(deps.database.db, id);
  if (!record) return null;
  const application = JSON.parse(deps.cipher.decrypt(record.submissionData)) as ApplicationSnapshot;
  const body: SensitiveRecordsDelivery = {
    type: RECORDS_EVENTS.sensitive,
    submissionId: record.id,
    submittedAt: record.createdAt.toISOString(),
    isResubmission: record.isResubmission === 'true',
    email: application.email,
    fullName: application.fullName,
    medicalDeclaration: application.medicalDeclaration,
    personal: Object.fromEntries(SENSITIVE_PERSONAL.map((key) => [key, application.personal[key]])) as Pick<
      PersonalRecord,
      SensitivePersonalKey
    >,
    licences: snapshotLicences(application).filter((l) => isSensitiveLicence(l.kind)),
  };
  return JSON.stringify(body);
}

/** The records-system delivery key of a submission's sensitive information (its local copy's name). */
export const sensitiveRecordsKey = (submissionId: string) => `${submissionId}.sensitive`;

const recordsTarget = (deps: Deps) => ({
  url: deps.env.RECORDS_WEBHOOK_URL,
  secret: deps.env.RECORDS_WEBHOOK_SECRET,
  timeoutMs: deps.env.RECORDS_WEBHOOK_TIMEOUT_MS,
  dataDir: deps.env.dataDir,
  seal: (plain: Buffer) => deps.cipher.sealBytes(plain),
});

/** The outcome of one try of the records delivery, counted on the submission (HR's record of it). */
async function setRecordsStatus(tx: Db, id: string, values: Partial<typeof submissionRecords.$inferInsert>) {
  await tx
    .update(submissionRecords)
    .set({ ...values, recordsAttempts: sql`${submissionRecords.recordsAttempts} + 1` })
    .where(eq(submissionRecords.id, id));
}

const submissionPayload = z.object({ submissionId: z.string() });

/**
 * To a notification recipient. `to` and `health` say what the recipient was when queued (Deliveries
 * lists `to`); the recipient is read again as the email is sent (issue 36 item 3), by `recipientId`
 * (absent from jobs queued before it was carried).
 */
export const notifyRecipientJob = defineJob({
  kind: SUBMISSION_JOBS.notifyRecipient,
  payload: submissionPayload.extend({
    recipientId: z.string().optional(),
    to: z.string(),
    health: z.boolean().optional(),
  }),
  delivery: emailDelivery('Application to a notification recipient'),
  async run(payload, deps) {
    const { db } = deps.database;
    const record = await findSubmission(db, payload.submissionId);
    if (!record) return skipped(SUBMISSION_DELETED);
    // Read now, on every try (issue 36 item 3): removed, inactive or a deactivated staff
    // account gets nothing; the medical PDF only while the recipient still receives it.
    const recipient = await recipientAtSendTime(db, payload);
    if ('skipped' in recipient) return recipient;
    const { health } = recipient;
    const snapshot = openSnapshot(deps.cipher, record);
    const isResubmission = record.isResubmission === 'true';
    const previous = isResubmission ? await previousSnapshot(db, deps.cipher, record) : null;
    await sendFromJob(deps.mail, {
      to: recipient.email,
      about: record.email,
      subject: hrEmailSubject({ isResubmission, snapshot }),
      text: hrEmailText({
        snapshot,
        email: record.email,
        submittedAt: record.createdAt,
        isResubmission,
        changes: previous ? describeChanges(previous, snapshot, { health, sensitive: health }) : [],
        health,
        hasMedical: snapshot.medicalDeclaration !== null,
        vevo: await latestVevo(deps.database.db, record.memberId),
        timeZone: employerTimeZone(deps),
        siteTickets: await siteTicketCheck(
          db,
          snapshot.personal.location,
          snapshotLicences(snapshot),
          dateStamp(employerTimeZone(deps), record.createdAt),
        ),
        ...(await employmentFlagsOf(db, record.email)),
      }),
      // A recipient without health information gets the application PDF without the sensitive
      // answers (issue 42 item 3); the others the stored one.
      attachments: await submissionAttachments(deps, record, {
        health,
        applicationPdf: health ? undefined : await applicationPdfWithoutSensitive(deps, record),
      }),
    });
  },
});

/** The new hire's confirmation; `changes`: the names of what changed, on a resubmission. */
export const confirmEmployeeJob = defineJob({
  kind: SUBMISSION_JOBS.confirmEmployee,
  payload: submissionPayload.extend({ changes: z.unknown().optional() }),
  delivery: emailDelivery('Confirmation to the new hire'),
  async run(payload, deps) {
    const record = await findSubmission(deps.database.db, payload.submissionId);
    if (!record) return skipped(SUBMISSION_DELETED);
    await sendFromJob(deps.mail, {
      to: record.email,
      about: record.email,
      ...hireEmail(await hireLanguageOf(deps.database.db, record.email), employerTimeZone(deps), (w) =>
        employeeConfirmation(
          w,
          employerName(deps),
          record,
          payload.changes,
          parseStatementsGiven(record.fairWorkStatements),
        ),
      ),
    });
  },
});

/** The submission to the records system (DESIGN.md §3.16); its state is kept on the submission too. */
export const deliverRecordsJob = defineJob({
  kind: SUBMISSION_JOBS.deliverRecords,
  payload: submissionPayload,
  delivery: {
    channel: 'records-system',
    what: 'Application to the records system',
    // The data-retention page shows the records-system state on the submission.
    async onRequeue(tx, payload) {
      await tx
        .update(submissionRecords)
        .set({ recordsSystemStatus: 'pending' })
        .where(eq(submissionRecords.id, String(payload.submissionId)));
    },
  },
  async run({ submissionId: id }, deps) {
    const body = await recordsBody(deps, id);
    if (body === null) return skipped(SUBMISSION_DELETED);
    await deliverRecords(recordsTarget(deps), id, body, RECORDS_EVENTS.employment);
  },
  onDone: (tx, { submissionId }) =>
    setRecordsStatus(tx, submissionId, {
      recordsSystemStatus: 'delivered',
      recordsSystemError: null,
      deliveredAt: new Date(),
    }),
  onRetry: (tx, { submissionId }, error) =>
    setRecordsStatus(tx, submissionId, { recordsSystemStatus: 'pending', recordsSystemError: error }),
  onFailed: (tx, { submissionId }, error) =>
    setRecordsStatus(tx, submissionId, { recordsSystemStatus: 'failed', recordsSystemError: error }),
});

/**
 * The medical declaration and the sensitive answers to the records system, apart from the
 * employment record (issue 42 item 3): its own JSON and webhook event, keyed `{id}.sensitive`.
 * Its state is the job's (Deliveries); the submission's records-system state is the employment
 * record's.
 */
export const deliverSensitiveRecordsJob = defineJob({
  kind: SUBMISSION_JOBS.deliverSensitiveRecords,
  payload: submissionPayload,
  delivery: { channel: 'records-system', what: 'Health and sensitive information to the records system' },
  async run({ submissionId: id }, deps) {
    const body = await sensitiveRecordsBody(deps, id);
    if (body === null) return skipped(SUBMISSION_DELETED);
    await deliverRecords(recordsTarget(deps), sensitiveRecordsKey(id), body, RECORDS_EVENTS.sensitive);
  },
});

/** The job kinds of a submission. A submission deleted meanwhile (data retention) has nothing to send. */
export const SUBMISSION_JOB_DEFINITIONS = [
  notifyRecipientJob,
  confirmEmployeeJob,
  deliverRecordsJob,
  deliverSensitiveRecordsJob,
];

export const submissionJobHandlers = (deps: AppDeps) => jobHandlers(SUBMISSION_JOB_DEFINITIONS, deps);

/** What of HR's employment details the HR email's flags read: the type and the STP income type. */
async function employmentFlagsOf(db: Parameters<typeof employmentOf>[0], email: string) {
  const employment = await employmentOf(db, email);
  return { employmentType: employment?.employmentType ?? null, incomeType: employment?.incomeType || null };
}
