import { answerWords } from '../../../shared/acknowledgment';
import { employeeDates } from '../employment/employee-dates';
import { documentLicences, snapshotLicences } from '../licences/snapshot-licences';
import type { Db } from '../../db/client';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type {
  AnswerRow,
  applicationDetailSchema,
  applicationDocumentSchema,
  applicationTaskSchema,
  historyEventSchema,
} from '../../../shared/answers/applications';
import type { HistoryEventKind } from '../../../shared/applications';
import { documentTaskId } from '../../../shared/document-tasks';
import type { MeStatus } from '../../../shared/me-status';
import { MEDICAL_FIELD_LABELS, type MedicalField, NONE_DECLARED } from '../../../shared/choice-labels';
import type { RevealField } from '../../../shared/staff-roles';
import { ACKNOWLEDGED_TASKS, PDF_TASKS } from '../../../shared/task-descriptors/index';
import { isTaskId, TASKS, type TaskId } from '../../../shared/tasks';
import { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import { revealByRow } from '../catalogue/reveal-rows';
import { applicationEvents, applications } from '../../db/schema/applications';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import type { AppDeps } from '../../types';
import { dayOf } from '../../../shared/date-time-format';
import { dateStamp, formatAuDate, formatAuDateTime } from '../format/au-dates';
import type { SiteTicketCheck } from '../../../shared/site-tickets';
import type { EmploymentType, StpIncomeType } from '../../../shared/employment/employment-types';
import { employmentView } from '../employment/employment-details';
import { ceisView } from '../fair-work/ceis-reminders';
import { LICENCE_SIGHTED, memberTicketCheck, sightingOf } from '../licences/member-tickets';
import { employerTimeZone } from '../format/employer-time-zone';
import {
  addressRows,
  bankRows,
  cardRows,
  emergencyContactRows,
  employmentRows,
  type FieldRow,
  NO_CARDS,
  payerLine,
  personalDetailsRows,
  personalStatusRows,
  superRows,
  taxRows,
} from '../pdf/section-rows';
import type {
  ApplicationSnapshot,
  SnapshotEvidence,
  SnapshotPolicy,
} from '../submission/application-snapshot';
import { collectApplication } from '../submission/collect-application';
import { firstGivenStatements } from '../fair-work/fair-work-statements';
import { FILE_KINDS } from '../submission/submission-kinds';
import { getStatus } from '../status/get-status';
import { toInvitation } from './invitations';
import { findApplicationRow } from './list-applications';
import { documentCountersignatures } from './document-countersignatures';
import { findRetentionMember } from '../retention/find-retention-member';
import type { RetentionMember } from '../retention/list-retention-members';
import { employerPayer } from '../settings/employer';
import { hrFlags } from '../submission/hr-flags';
import { latestVevo } from '../work-rights/latest-vevo';

type DetailOut = z.input<typeof applicationDetailSchema>;
type TaskOut = z.input<typeof applicationTaskSchema>;
type HistoryOut = z.input<typeof historyEventSchema>;
type Section = { heading: string; rows: AnswerRow[] };

const row = (label: string, value: string | undefined | null, reveal?: AnswerRow['reveal']): AnswerRow => ({
  label,
  value: value?.trim() ? value : 'Not provided',
  ...(reveal ? { reveal } : {}),
});

/**
 * The PDF's rows (section-rows.ts), so each number reads as on paper; `reveal` names the masked
 * numbers payroll and owners may show (the audited reveal route, decision 029), by their label.
 */
const rows = (fields: FieldRow[], reveal: Partial<Record<string, RevealField>> = {}): AnswerRow[] =>
  fields.map(([label, value]) => row(label, value, reveal[label]));

const dateOrBlank = (value: string) => (value ? formatAuDate(value) : '');

/** Personal Information as the application PDF prints it: bank and visa numbers masked. */
function personalSections(s: ApplicationSnapshot, view: View): Section[] {
  const p = s.personal;
  const contacts = emergencyContactRows(p);
  const cards = cardRows({ licences: shownLicences(s, view) });
  return [
    { heading: 'Personal Details', rows: rows(personalDetailsRows({ ...p, email: s.email })) },
    { heading: 'Residential Address', rows: rows(addressRows(p)) },
    ...(contacts.length > 0 ? [{ heading: 'Emergency Contacts', rows: rows(contacts) }] : []),
    // 'Aboriginal' and 'Disabled' are sensitive information: shown to the roles shown health (issue 42).
    { heading: 'Personal Status', rows: rows(personalStatusRows(p, view.showsHealthInformation)) },
    {
      heading: 'Cards and Licences',
      rows: cards.length > 0 ? rows(cards) : [row('Cards and licences', NO_CARDS)],
    },
    {
      heading: 'Bank Details',
      rows: rows(bankRows(p), revealByRow(PERSONAL_INFORMATION)),
    },
    { heading: 'Employment Details', rows: rows(employmentRows(p)) },
    // The confirmation step's free text, as the PDF prints it under 'Notes'.
    { heading: 'Notes', rows: [row('Notes', p.notes)] },
  ];
}

function policySection(heading: string, policy: SnapshotPolicy | null, timeZone: string): Section[] {
  if (!policy) return [];
  return [
    {
      heading,
      rows: [
        row('Document', policy.version ? `${policy.title} (version ${policy.version})` : policy.title),
        row('Acknowledged', formatAuDateTime(new Date(policy.acknowledgedAt), timeZone)),
        ...policy.answers.map((a) => row(a.question, answerWords(a))),
      ],
    },
  ];
}

/** What payroll reads in place of the medical answers (decision 080). */
export const MEDICAL_ANSWERS_NOT_SHOWN =
  'Health information is not shown to payroll: owners and HR see the answers.';

/**
 * The medical declaration: its answers only to the roles that need them (owner, HR); payroll
 * reads that it was made and when, as in the application PDF.
 */
function medicalSections(m: ApplicationSnapshot['medicalDeclaration'], showsAnswers: boolean): Section[] {
  if (!m) return [];
  const declared = row('Declaration date', dateOrBlank(m.medicalDeclarationDate));
  if (!showsAnswers)
    return [{ heading: 'Medical Declaration', rows: [declared, row('Answers', MEDICAL_ANSWERS_NOT_SHOWN)] }];
  const answers =
    m.answers.answers.length > 0
      ? m.answers.answers.map((a) => row(a.question || a.questionId, a.answer))
      : (Object.keys(MEDICAL_FIELD_LABELS) as MedicalField[]).map((field) =>
          row(MEDICAL_FIELD_LABELS[field], m.answers[field].trim() || NONE_DECLARED),
        );
  return [{ heading: 'Medical Declaration', rows: [...answers, declared] }];
}

function taxSections(t: ApplicationSnapshot['taxDeclaration'], payer: string): Section[] {
  if (!t) return [];
  return [
    {
      heading: 'Tax File Number Declaration',
      rows: rows(taxRows(t, payer), revealByRow(TAX_DECLARATION)),
    },
  ];
}

function superSections(
  s: ApplicationSnapshot['superfundChoice'],
  payer: string,
  now: Date,
  timeZone: string,
): Section[] {
  if (!s) return [];
  const signedOn = s.signedAt ? new Date(s.signedAt) : now;
  return [
    { heading: 'Choice of Superannuation Fund', rows: rows(superRows(s, payer, dayOf(signedOn, timeZone))) },
  ];
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

interface View {
  /** The payer line of the tax and super sections, as the PDF prints it. */
  payer: string;
  /** Whether the reader's role is shown the medical answers (owner, HR). */
  showsHealthInformation: boolean;
  now: Date;
  /** The employer's time zone, in which every time reads. */
  timeZone: string;
}

/**
 * The licences the reader's role is shown: a union card (union membership, sensitive information)
 * only to the roles shown it, owner and HR, as health information is (decision 094).
 */
export const shownLicences = (s: ApplicationSnapshot, view: Pick<View, 'showsHealthInformation'>) => {
  const all = snapshotLicences(s);
  return view.showsHealthInformation ? all : documentLicences(all);
};

/** Each task's part of HR's detail: its sections, signature and completion (exported for the how-to's proof). */
export function taskParts(s: ApplicationSnapshot | null, view: View): Record<TaskId, TaskParts> {
  const none: TaskParts = { sections: [], signature: null, completedAt: null };
  if (!s) return Object.fromEntries(TASKS.map((t) => [t.id, none])) as Record<TaskId, TaskParts>;
  const at = (e: SnapshotEvidence | null) => (e?.signedAt ? new Date(e.signedAt) : null);
  const doc = (p: SnapshotPolicy | null) =>
    p ? (p.version ? `${p.title} (version ${p.version})` : p.title) : null;
  // Each task signed as a policy acknowledgment, from its descriptor.
  const signed = Object.fromEntries(
    ACKNOWLEDGED_TASKS.map((task) => {
      const p = s[task.snapshotKey];
      const parts: TaskParts = {
        sections: policySection(task.title, p, view.timeZone),
        signature: evidenceOf(p, doc(p)),
        completedAt: p ? new Date(p.acknowledgedAt) : null,
      };
      return [task.id, parts];
    }),
  );
  return {
    ...signed,
    'personal-information': {
      sections: personalSections(s, view),
      signature: evidenceOf(s.personalEvidence),
      completedAt: at(s.personalEvidence),
    },
    'medical-declaration': {
      sections: medicalSections(s.medicalDeclaration, view.showsHealthInformation),
      signature: evidenceOf(s.medicalDeclaration),
      completedAt: at(s.medicalDeclaration),
    },
    'tax-declaration': {
      sections: taxSections(s.taxDeclaration, view.payer),
      signature: evidenceOf(s.taxDeclaration),
      completedAt: at(s.taxDeclaration),
    },
    'superfund-choice': {
      sections: superSections(s.superfundChoice, view.payer, view.now, view.timeZone),
      signature: evidenceOf(s.superfundChoice),
      completedAt: at(s.superfundChoice),
    },
  } as Record<TaskId, TaskParts>;
}

/**
 * The employer's documents on HR's detail (decision 090): each document for the hire now, then any
 * signed earlier that no longer is; signed ones show their answers and the version signed.
 */
function documentParts(
  s: ApplicationSnapshot | null,
  current: MeStatus['documents'],
  timeZone: string,
): z.input<typeof applicationDocumentSchema>[] {
  const signed = s?.employerDocuments ?? [];
  const part = (id: string, title: string, status: TaskOut['status'], p: SnapshotPolicy | null) => ({
    id,
    title,
    status,
    completedAt: p ? new Date(p.acknowledgedAt) : null,
    sections: policySection(title, p, timeZone),
    signature: evidenceOf(p, p ? `${p.title} (version ${p.version})` : null),
    changeRequest: null,
  });
  const now = current.map((d) => {
    const p = signed.find((x) => x.policyDocumentId === d.documentId) ?? null;
    return part(d.id, d.title, d.isCompleted ? 'done' : p ? 'in-progress' : 'not-started', p);
  });
  const earlier = signed
    .filter((p) => !current.some((d) => d.documentId === p.policyDocumentId))
    .map((p) => part(documentTaskId(p.policyDocumentId), p.title, 'done', p));
  return [...now, ...earlier];
}

/** Each document that asks the employer to countersign it, with its countersignature (decision 091). */
async function withCountersign(
  db: Db,
  memberId: string | null,
  parts: z.input<typeof applicationDocumentSchema>[],
): Promise<z.input<typeof applicationDocumentSchema>[]> {
  const ids = parts.map((p) => p.id.replace(/^doc-/, ''));
  const asking = await documentCountersignatures(db, memberId, ids);
  return parts.map((p, i) => {
    const countersign = asking.get(ids[i]!);
    return countersign ? { ...p, countersign } : p;
  });
}

const PDF_TITLES: Record<string, string> = {
  [FILE_KINDS.applicationPdf]: 'Application',
  ...Object.fromEntries(PDF_TASKS.map((t) => [t.readAndSign.pdf.fileKind, t.readAndSign.screenTitle])),
};

/** The work rights the application's page shows beside its VEVO check (issue 35 item 12). */
const pick = ({ isVisaHolder, needsVevoCheck, vevoCheck }: RetentionMember) => ({
  isVisaHolder,
  needsVevoCheck,
  vevoCheck,
});

/** GET /api/admin/applications/{id}: null when there is no such application. */
export async function applicationDetail(
  deps: AppDeps,
  id: string,
  opts: { canReveal: boolean; showsHealthInformation: boolean },
  now = new Date(),
): Promise<DetailOut | null> {
  const { db } = deps.database;
  const found = await findApplicationRow(db, id, now);
  if (!found) return null;
  const [record] = await db.select().from(applications).where(eq(applications.id, id));
  const status = await getStatus(db, found.email);
  const snapshot = found.memberId ? await collectApplication(db, deps.cipher, found.memberId) : null;
  const parts = taskParts(snapshot, {
    payer: payerLine(employerPayer(deps)),
    showsHealthInformation: opts.showsHealthInformation,
    now,
    timeZone: employerTimeZone(deps),
  });
  const events = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
  const siteTickets = found.memberId
    ? await memberTicketCheck(db, found.memberId, dateStamp(employerTimeZone(deps), now))
    : null;
  // Not the submission's data (the whole application, encrypted): its delivery only.
  const submissions = await db
    .select({
      id: submissionRecords.id,
      createdAt: submissionRecords.createdAt,
      isResubmission: submissionRecords.isResubmission,
      recordsSystemStatus: submissionRecords.recordsSystemStatus,
      recordsSystemError: submissionRecords.recordsSystemError,
      recordsAttempts: submissionRecords.recordsAttempts,
      deliveredAt: submissionRecords.deliveredAt,
      fairWorkStatements: submissionRecords.fairWorkStatements,
    })
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
    message:
      e.kind === 'changes-requested' ||
      e.kind === LICENCE_SIGHTED ||
      e.kind === 'ceis-given' ||
      e.kind === 'sent-to-payroll' ||
      e.kind === 'employee-started' ||
      e.kind === 'employee-ended'
        ? e.message
        : null,
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

  const deliveries = submissions
    .map((s) => ({
      submissionId: s.id,
      submittedAt: s.createdAt,
      isResubmission: s.isResubmission === 'true',
      status: s.recordsSystemStatus,
      attempts: s.recordsAttempts,
      lastError: s.recordsSystemError ?? null,
      deliveredAt: s.deliveredAt,
    }))
    .reverse();

  // The medical declaration's PDF lists its answers: only to the roles shown them.
  const pdfKinds = Object.keys(PDF_TITLES).filter(
    (kind) => opts.showsHealthInformation || kind !== FILE_KINDS.medicalPdf,
  );
  const pdfRows = found.memberId
    ? await db
        .select({ id: storedFiles.id, kind: storedFiles.kind, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(and(eq(storedFiles.memberId, found.memberId), inArray(storedFiles.kind, pdfKinds)))
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
    documents: await withCountersign(
      db,
      found.memberId,
      documentParts(snapshot, status.documents, employerTimeZone(deps)),
    ),
    pdfs,
    history,
    deliveries,
    fairWorkStatements: firstGivenStatements(submissions.map((s) => s.fairWorkStatements)),
    rightToWork: found.memberId ? pick(await findRetentionMember(db, found.memberId)) : null,
    toDos: snapshot
      ? await toDos(deps, snapshot, {
          submittedAt: submissions.at(-1)?.createdAt ?? now,
          approvedAt: record?.approvedAt ?? null,
          events,
          now,
          siteTickets,
          employmentType: record?.employment?.employmentType ?? null,
          incomeType: record?.employment?.incomeType || null,
        })
      : [],
    employment: await employmentView(deps, db, {
      employment: record?.employment ?? null,
      location: snapshot?.personal.location || record?.location || '',
    }),
    employee: record?.approvedAt && !record.withdrawnAt ? employeeDates(record) : null,
    ceis: record ? await ceisView(deps, db, record, now) : null,
    requiredTickets: siteTickets && {
      site: siteTickets.site,
      tickets: siteTickets.tickets.map((t) => ({
        code: t.code,
        label: t.label,
        licenceId: t.licence?.id ?? null,
        number: t.licence?.number ?? null,
        sighted: sightingOf(events, t.licence?.id ?? null),
      })),
    },
    licences: snapshot
      ? shownLicences(snapshot, opts).map((l) => ({
          ...l,
          frontUrl: l.frontFileId ? `/api/files/${l.frontFileId}` : null,
          backUrl: l.backFileId ? `/api/files/${l.backFileId}` : null,
        }))
      : [],
  };
}

/**
 * What HR or payroll must act on, read now (hr-flags.ts, as the submission email lists them):
 * the sponsor condition carries HR's latest confirmation (issue 40 item 4).
 */
async function toDos(
  deps: AppDeps,
  snapshot: ApplicationSnapshot,
  at: {
    submittedAt: Date;
    approvedAt: Date | null;
    events: (typeof applicationEvents.$inferSelect)[];
    now: Date;
    siteTickets: SiteTicketCheck | null;
    employmentType: EmploymentType | null;
    incomeType: StpIncomeType | null;
  },
): Promise<DetailOut['toDos']> {
  const timeZone = employerTimeZone(deps);
  const vevo = await latestVevo(deps.database.db, snapshot.memberId);
  const approvedOn = at.approvedAt ? dateStamp(timeZone, at.approvedAt) : null;
  const confirmed = at.events.filter((e) => e.kind === 'sponsor-confirmed').at(-1);
  return hrFlags(snapshot, at.submittedAt, {
    vevo,
    timeZone,
    now: at.now,
    approvedOn,
    siteTickets: at.siteTickets,
    employmentType: at.employmentType,
    incomeType: at.incomeType,
  }).map((flag) =>
    flag.id === 'visa-sponsor'
      ? { ...flag, confirmation: confirmed ? { by: confirmed.actor ?? '', at: confirmed.createdAt } : null }
      : flag,
  );
}
