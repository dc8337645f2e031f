import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  AnswerRow,
  applicationDetailSchema,
  applicationTaskSchema,
  historyEventSchema,
} from '../../../shared/answers/applications';
import type { HistoryEventKind } from '../../../shared/applications';
import {
  BASIS_OF_PAYMENT_LABELS,
  CARD_FIELDS,
  CARD_LABELS,
  choiceLabel,
  FUND_CHOICE_LABELS,
  MEDICAL_FIELD_LABELS,
  type MedicalField,
  NONE_DECLARED,
  PERSONAL_STATUS_TAG_LABELS,
  PERSONAL_STATUS_TAGS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_LABELS,
  tfnCode,
  yesNoLabel,
} from '../../../shared/choice-labels';
import { isTaskId, TASKS, type TaskId } from '../../../shared/tasks';
import { maskTfn } from '../../../shared/validators/tfn';
import { applicationEvents, applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import type { AppDeps } from '../../types';
import { formatAuDate, formatAuDateTime } from '../format/au-dates';
import { maskAccount, maskTail } from '../format/mask-tail';
import type { ApplicationSnapshot, SnapshotEvidence } from '../submission/application-snapshot';
import { collectApplication } from '../submission/collect-application';
import { FILE_KINDS, SUBMISSION_JOBS } from '../submission/submission-kinds';
import { getStatus } from '../status/get-status';
import { toInvitation } from './invitations';
import { findApplicationRow } from './list-applications';

type DetailOut = z.input<typeof applicationDetailSchema>;
type TaskOut = z.input<typeof applicationTaskSchema>;
type HistoryOut = z.input<typeof historyEventSchema>;
type Section = { heading: string; rows: AnswerRow[] };

const row = (label: string, value: string | undefined | null, reveal?: AnswerRow['reveal']): AnswerRow => ({
  label,
  value: value?.trim() ? value : 'Not provided',
  ...(reveal ? { reveal } : {}),
});

const dateOrBlank = (value: string) => (value ? formatAuDate(value) : '');

/** Personal Information as the application PDF prints it: bank numbers masked. */
function personalSections(s: ApplicationSnapshot): Section[] {
  const p = s.personal;
  const cards = CARD_FIELDS.map((field) => row(CARD_LABELS[field], p[field]));
  return [
    {
      heading: 'Personal Details',
      rows: [
        row('Full name', p.fullName),
        row('Email', s.email),
        row('Mobile', p.mobile),
        row('Gender', p.gender),
        row('Date of birth', dateOrBlank(p.dateOfBirth)),
      ],
    },
    {
      heading: 'Residential Address',
      rows: [
        row('Street', `${p.addrsHouseNumber} ${p.addrsStreetName}`),
        row('Suburb', p.addrsSuburb),
        row('State', p.addrsState),
        row('Postcode', p.addrsPostcode),
      ],
    },
    {
      heading: 'Emergency Contacts',
      rows: [
        row(
          'Contact 1',
          `${p.emergencyContactName1} (${p.emergencyContactRelationship1}) ${p.emergencyContactMobile1}`,
        ),
        ...(p.emergencyContactName2
          ? [
              row(
                'Contact 2',
                `${p.emergencyContactName2} (${p.emergencyContactRelationship2}) ${p.emergencyContactMobile2}`,
              ),
            ]
          : []),
      ],
    },
    {
      heading: 'Personal Status',
      rows: [
        ...PERSONAL_STATUS_TAGS.map((tag) => row(PERSONAL_STATUS_TAG_LABELS[tag], yesNoLabel(p[tag]))),
        ...(p.tagVisaCitizen
          ? [
              row('Visa number', p.visaNumber ? maskTail(p.visaNumber) : ''),
              row('Visa expiry', dateOrBlank(p.visaExpiry)),
            ]
          : []),
      ],
    },
    { heading: 'Cards and Licences', rows: cards },
    {
      heading: 'Bank Details',
      rows: [
        row('Bank name', p.bankInstitution),
        row('Account name', p.bankAccountName),
        row('BSB', maskTail(p.bankBSB), 'bankBSB'),
        row('Account number', maskAccount(p.bankAccountNumber), 'bankAccountNumber'),
      ],
    },
    {
      heading: 'Employment Details',
      rows: [
        row('Company', p.companyBeingEmployedBy),
        row('Position', p.position),
        row('Department', p.department),
        row('Location', p.location),
        row('Planned start date', dateOrBlank(p.plannedStartDate)),
      ],
    },
  ];
}

function policySection(heading: string, policy: ApplicationSnapshot['workplaceBehaviour']): Section[] {
  if (!policy) return [];
  return [
    {
      heading,
      rows: [
        row('Document', policy.version ? `${policy.title} (version ${policy.version})` : policy.title),
        row('Acknowledged', formatAuDateTime(new Date(policy.acknowledgedAt))),
        ...policy.answers.map((a) => row(a.question, a.answer)),
      ],
    },
  ];
}

function medicalSections(m: ApplicationSnapshot['medicalDeclaration']): Section[] {
  if (!m) return [];
  const answers =
    m.answers.answers.length > 0
      ? m.answers.answers.map((a) => row(a.question || a.questionId, a.answer))
      : (Object.keys(MEDICAL_FIELD_LABELS) as MedicalField[]).map((field) =>
          row(MEDICAL_FIELD_LABELS[field], m.answers[field].trim() || NONE_DECLARED),
        );
  return [
    {
      heading: 'Medical Declaration',
      rows: [...answers, row('Declaration date', dateOrBlank(m.medicalDeclarationDate))],
    },
  ];
}

function taxSections(t: ApplicationSnapshot['taxDeclaration'], payer: string): Section[] {
  if (!t) return [];
  const rows: AnswerRow[] = [row('Payer', payer)];
  if (t.title) rows.push(row('Title', t.title));
  rows.push(row('Family name', t.familyName), row('Given names', t.givenNames));
  if (t.taxFileNumber) rows.push(row('Tax file number', maskTfn(t.taxFileNumber), 'taxFileNumber'));
  else
    rows.push(
      row('TFN exemption', choiceLabel(TFN_EXEMPTION_LABELS, t.tfnExemption)),
      row('ATO code for payroll', tfnCode(t.taxFileNumber, t.tfnExemption)),
    );
  rows.push(
    row('Basis of payment', choiceLabel(BASIS_OF_PAYMENT_LABELS, t.basisOfPayment)),
    row('Residency for tax purposes', choiceLabel(RESIDENCY_LABELS, t.australianResident)),
    row('Claims the tax-free threshold', yesNoLabel(t.claimTaxFreeThreshold)),
    row('HELP, VSL, FS, SSL or AASL debt', yesNoLabel(t.hasHELPDebt)),
  );
  if (t.previousFamilyName.trim()) rows.push(row('Previous family name', t.previousFamilyName));
  rows.push(row('Declaration date', dateOrBlank(t.taxDeclarationDate)));
  return [{ heading: 'Tax File Number Declaration', rows }];
}

function superSections(s: ApplicationSnapshot['superfundChoice'], payer: string): Section[] {
  if (!s) return [];
  const rows: AnswerRow[] = [row('Payer', payer), row('Fund', choiceLabel(FUND_CHOICE_LABELS, s.fundChoice))];
  if (s.fundChoice === 'cbus') rows.push(row('Cbus member number', s.cbusMemberNumber));
  if (s.fundChoice === 'custom') {
    rows.push(
      row('Fund name', s.fundName),
      row('Fund address', s.fundAddress),
      row('Fund ABN', s.fundABN),
      row('Fund USI', s.fundUSI),
      row('Fund phone', s.fundPhoneNumber),
      row('Member number', s.memberNumber),
      row('Account name', s.accountName),
      row('Self-managed fund', yesNoLabel(s.isSMSF)),
    );
    if (s.isSMSF === 'yes')
      rows.push(
        row('SMSF BSB', maskAccount(s.smsfBSB)),
        row('SMSF account number', maskAccount(s.smsfAccountNumber)),
        row('SMSF electronic service address', s.smsfFundESA),
      );
  }
  return [{ heading: 'Choice of Superannuation Fund', rows }];
}

function evidenceOf(e: SnapshotEvidence | null, document: string | null = null): TaskOut['signature'] {
  if (!e || !e.signedAt) return null;
  return {
    signedAt: new Date(e.signedAt),
    ip: e.signedIp,
    userAgent: e.signedUserAgent,
    documentSha256: e.documentSha256 ?? null,
    document,
  };
}

interface TaskParts {
  sections: Section[];
  signature: TaskOut['signature'];
  completedAt: Date | null;
}

function taskParts(s: ApplicationSnapshot | null, payer: string): Record<TaskId, TaskParts> {
  const none: TaskParts = { sections: [], signature: null, completedAt: null };
  if (!s) return Object.fromEntries(TASKS.map((t) => [t.id, none])) as Record<TaskId, TaskParts>;
  const at = (e: SnapshotEvidence | null) => (e?.signedAt ? new Date(e.signedAt) : null);
  const doc = (p: ApplicationSnapshot['workplaceBehaviour']) =>
    p ? (p.version ? `${p.title} (version ${p.version})` : p.title) : null;
  return {
    'personal-information': {
      sections: personalSections(s),
      signature: evidenceOf(s.personalEvidence),
      completedAt: at(s.personalEvidence),
    },
    'workplace-behaviour': {
      sections: policySection('Workplace Behaviour Policy', s.workplaceBehaviour),
      signature: evidenceOf(s.workplaceBehaviour, doc(s.workplaceBehaviour)),
      completedAt: s.workplaceBehaviour ? new Date(s.workplaceBehaviour.acknowledgedAt) : null,
    },
    'medical-declaration': {
      sections: medicalSections(s.medicalDeclaration),
      signature: evidenceOf(s.medicalDeclaration),
      completedAt: at(s.medicalDeclaration),
    },
    'tax-declaration': {
      sections: taxSections(s.taxDeclaration, payer),
      signature: evidenceOf(s.taxDeclaration),
      completedAt: at(s.taxDeclaration),
    },
    'superfund-choice': {
      sections: superSections(s.superfundChoice, payer),
      signature: evidenceOf(s.superfundChoice),
      completedAt: at(s.superfundChoice),
    },
    'confidentiality-agreement': {
      sections: policySection('Confidentiality Agreement', s.confidentialityAgreement),
      signature: evidenceOf(s.confidentialityAgreement, doc(s.confidentialityAgreement)),
      completedAt: s.confidentialityAgreement ? new Date(s.confidentialityAgreement.acknowledgedAt) : null,
    },
  };
}

const PDF_TITLES: Record<string, string> = {
  [FILE_KINDS.applicationPdf]: 'Application',
  [FILE_KINDS.medicalPdf]: 'Medical Declaration',
  [FILE_KINDS.confidentialityPdf]: 'Confidentiality Agreement',
};

/** GET /api/admin/applications/{id}: null when there is no such application. */
export async function applicationDetail(
  deps: AppDeps,
  id: string,
  opts: { canReveal: boolean },
  now = new Date(),
): Promise<DetailOut | null> {
  const { db } = deps.database;
  const found = await findApplicationRow(db, id, now);
  if (!found) return null;
  const [record] = await db.select().from(applications).where(eq(applications.id, id));
  const status = await getStatus(db, found.email);
  const snapshot = found.memberId ? await collectApplication(db, deps.cipher, found.memberId) : null;
  const payer = deps.env.EMPLOYER_ABN
    ? `${deps.env.COMPANY_NAME} (ABN ${deps.env.EMPLOYER_ABN})`
    : deps.env.COMPANY_NAME;
  const parts = taskParts(snapshot, payer);
  const events = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const submissions = await db
    .select()
    .from(submissionRecords)
    .where(eq(submissionRecords.email, found.email))
    .orderBy(asc(submissionRecords.createdAt));
  const requests = new Map(status.changeRequests.map((c) => [c.taskId, c]));
  const requestedBy = new Map<string, string>();
  for (const e of events)
    if (e.kind === 'changes-requested' && e.taskId) requestedBy.set(e.taskId, e.actor ?? '');

  const tasks: TaskOut[] = TASKS.map((task) => {
    const state = status.tasks.find((t) => t.id === task.id);
    const request = requests.get(task.id);
    const started = status.editing.includes(task.id) || parts[task.id].sections.length > 0;
    return {
      id: task.id,
      title: task.title,
      status: request
        ? 'changes-requested'
        : state?.isCompleted
          ? 'done'
          : started
            ? 'in-progress'
            : 'not-started',
      completedAt: parts[task.id].completedAt,
      sections: parts[task.id].sections,
      signature: parts[task.id].signature,
      changeRequest: request
        ? {
            message: request.message,
            requestedAt: request.requestedAt,
            requestedBy: requestedBy.get(task.id) ?? '',
          }
        : null,
    };
  });

  const history: HistoryOut[] = events.map((e) => ({
    kind: e.kind as HistoryEventKind,
    at: e.createdAt,
    taskId: e.taskId && isTaskId(e.taskId) ? e.taskId : null,
    actor: e.actor,
    message: e.kind === 'changes-requested' ? e.message : null,
  }));
  for (const task of tasks)
    if (task.completedAt)
      history.push({
        kind: 'task-signed',
        at: task.completedAt,
        taskId: task.id,
        actor: null,
        message: null,
      });
  submissions.forEach((s, i) => {
    history.push({
      kind: i === 0 ? 'submitted' : 'resubmitted',
      at: s.createdAt,
      taskId: null,
      actor: null,
      message: null,
    });
    if (s.deliveredAt)
      history.push({ kind: 'delivered', at: s.deliveredAt, taskId: null, actor: null, message: null });
  });
  const time = (v: Date | string) => new Date(v).getTime();
  history.sort((a, b) => time(a.at) - time(b.at));

  const deliveryJobs = submissions.length
    ? await db
        .select({ payload: jobs.payload, attempts: jobs.attempts, lastError: jobs.lastError })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, SUBMISSION_JOBS.deliverRecords),
            inArray(
              sql`${jobs.payload}->>'submissionId'`,
              submissions.map((s) => s.id),
            ),
          ),
        )
    : [];
  const deliveries = submissions
    .map((s) => {
      const job = deliveryJobs.find((j) => j.payload.submissionId === s.id);
      return {
        submissionId: s.id,
        submittedAt: s.createdAt,
        isResubmission: s.isResubmission === 'true',
        status: s.recordsSystemStatus,
        attempts: job?.attempts ?? 0,
        lastError: s.recordsSystemError ?? null,
        deliveredAt: s.deliveredAt,
      };
    })
    .reverse();

  const pdfRows = found.memberId
    ? await db
        .select({ id: storedFiles.id, kind: storedFiles.kind, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(
          and(eq(storedFiles.memberId, found.memberId), inArray(storedFiles.kind, Object.keys(PDF_TITLES))),
        )
        .orderBy(asc(storedFiles.createdAt))
    : [];
  const pdfs = pdfRows.map((f) => ({
    title: PDF_TITLES[f.kind] ?? 'PDF',
    url: `/api/files/${f.id}`,
    createdAt: f.createdAt,
  }));

  return {
    application: found.row,
    memberId: found.memberId,
    invitation: record?.invitedAt ? toInvitation(record, now) : null,
    canReveal: opts.canReveal && found.memberId !== null,
    tasks,
    pdfs,
    history,
    deliveries,
  };
}
