import { languageSchema } from '../i18n/languages';
import { employeeDatesSchema } from './employee';
import { licenceAnswerSchema } from './licences';
// Answers of HR's onboarding routes (issue 25, decision 031). The server hands `Date`s
// (`z.input`), the client reads ISO strings (`z.output`).
import { z } from 'zod/mini';
import {
  APPLICATION_STATES,
  HISTORY_EVENT_KINDS,
  INVITATION_OUTCOMES,
  INVITATION_STATUSES,
} from '../applications';
import { BASIS_OF_PAYMENT } from '../choice-labels';
import { REVEAL_FIELDS } from '../staff-roles';
import { taskIdSchema, timestamp } from '../schemas/answers';
import { employmentAnswerSchema, employmentViewSchema } from './employment';
import { ceisAnswerSchema, fairWorkStatementGivenSchema } from './fair-work';
import { payrollPushSchema } from './payroll';
import { retentionMemberSchema } from './retention';

const basisOfPayment = z.nullable(z.enum(BASIS_OF_PAYMENT));

/** An invitation as HR's routes answer it. */
export const invitationSchema = z.object({
  id: z.string(),
  /** The application this invitation opens (GET /api/admin/applications/{applicationId}). */
  applicationId: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** '' when HR gave none. */
  mobile: z.string(),
  position: z.string(),
  department: z.string(),
  location: z.string(),
  plannedStartDate: z.string(),
  basisOfPayment,
  /** The employer's side of the employment (decision 099); null until HR gives it. */
  employment: z.nullable(employmentAnswerSchema),
  status: z.enum(INVITATION_STATUSES),
  /** 'Name <email>' of the staff member who sent it (or 'admin' for the bootstrap PIN). */
  invitedBy: z.string(),
  invitedAt: timestamp,
  /** When the current link was sent (a resend moves it on) and until when it opens. */
  sentAt: timestamp,
  expiresAt: timestamp,
  openedAt: z.nullable(timestamp),
  withdrawnAt: z.nullable(timestamp),
  remindersSent: z.number(),
  /** The hire's language as the application holds it (HR's choice, or the hire's); null: not known. */
  language: z.nullable(languageSchema),
});
export type InvitationRow = z.output<typeof invitationSchema>;

/** POST /api/admin/invitations → 201; resend and withdraw answer the invitation as it is now. */
export const invitationAnswerSchema = z.object({ invitation: invitationSchema });
export type InvitationAnswer = z.output<typeof invitationAnswerSchema>;

/**
 * POST /api/admin/invitations/{id}/link (decision 114): the invitation with its new link, for a
 * QR code on HR's screen. The link is answered this once (only its hash is stored).
 */
export const invitationLinkAnswerSchema = z.object({ invitation: invitationSchema, link: z.string() });
export type InvitationLinkAnswer = z.output<typeof invitationLinkAnswerSchema>;

/** GET /api/admin/invitations: every invitation, newest first. */
export const invitationsListSchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationsList = z.output<typeof invitationsListSchema>;

/** One row of GET /api/admin/applications: one person, invited or self-started. */
export const applicationRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  state: z.enum(APPLICATION_STATES),
  /** Tasks done of six (TASKS). */
  tasksDone: z.number(),
  tasksTotal: z.number(),
  invitationStatus: z.enum(INVITATION_STATUSES),
  invitedAt: z.nullable(timestamp),
  lastActiveAt: z.nullable(timestamp),
  /** The latest submission (a resubmission moves it on). */
  submittedAt: z.nullable(timestamp),
  approvedAt: z.nullable(timestamp),
  /** The latest submission's delivery to the records system (pending, delivered, failed); null before any. */
  recordsSystemStatus: z.nullable(z.string()),
  recordsSystemDeliveredAt: z.nullable(timestamp),
  remindersSent: z.number(),
  /** Three reminders went out and the hire still has not submitted (issue 25 item 5). */
  stalled: z.boolean(),
  /** HR withdrew the invitation (issue 35 item 11). */
  withdrawn: z.boolean(),
  /**
   * The position details: the hire's own once Personal Information is saved, else HR's
   * invitation; '' when neither has one. The date is yyyy-mm-dd.
   */
  position: z.string(),
  location: z.string(),
  plannedStartDate: z.string(),
  /** The language the hire reads in (issue 43, decision 110); null before their device said. */
  language: z.nullable(languageSchema),
  /** Approved, and not yet marked set up in payroll since that approval. */
  readyForPayroll: z.boolean(),
  /** Payroll marked the current approval set up ('Mark set up in payroll'); else null. */
  payrollSetUpAt: z.nullable(timestamp),
  payrollSetUpBy: z.nullable(z.string()),
  /** The hire's latest push to a payroll system ('Send to payroll', issue 41 item 4); null before any. */
  payrollPush: z.nullable(payrollPushSchema),
});
export type ApplicationRow = z.output<typeof applicationRowSchema>;

export const applicationCountsSchema = z.object({
  all: z.number(),
  invited: z.number(),
  'in-progress': z.number(),
  submitted: z.number(),
  'changes-requested': z.number(),
  approved: z.number(),
  stalled: z.number(),
  withdrawn: z.number(),
  'ready-for-payroll': z.number(),
  'sent-to-payroll': z.number(),
});
export type ApplicationCounts = z.output<typeof applicationCountsSchema>;

/** GET /api/admin/applications?state=&search=&page=&sort= (paged as the retention list). */
export const applicationsPageSchema = z.object({
  applications: z.array(applicationRowSchema),
  /**
   * Counts per filter over every row (not only the search's); `all` and the states leave out the
   * withdrawn invitations nobody acted on, which only `withdrawn` counts.
   */
  counts: applicationCountsSchema,
  /** Rows matching the search and filter, over every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ApplicationsPage = z.output<typeof applicationsPageSchema>;

/** When, where from and with which browser a signature was made (DESIGN §3.15). */
export const signatureEvidenceSchema = z.object({
  signedAt: z.nullable(timestamp),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  /** The SHA-256 of the exact document text signed (policy-type tasks), else null. */
  documentSha256: z.nullable(z.string()),
  /** The signed document's title and version, for the policy-type tasks. */
  document: z.nullable(z.string()),
});
export type SignatureEvidence = z.output<typeof signatureEvidenceSchema>;

/** A label and its value as the PDF prints them. */
export const answerRowSchema = z.object({
  label: z.string(),
  value: z.string(),
  /**
   * A masked number (TFN, BSB, account): the field the reveal route takes
   * (POST /api/admin/members/{memberId}/reveal {field}) when the answer's `canReveal` is true.
   */
  reveal: z.optional(z.enum(REVEAL_FIELDS)),
});
export type AnswerRow = z.output<typeof answerRowSchema>;

export const TASK_REVIEW_STATES = ['not-started', 'in-progress', 'done', 'changes-requested'] as const;

/** One task of an application, its answers in the PDF's sections. */
export const applicationTaskSchema = z.object({
  id: taskIdSchema,
  title: z.string(),
  status: z.enum(TASK_REVIEW_STATES),
  completedAt: z.nullable(timestamp),
  sections: z.array(z.object({ heading: z.string(), rows: z.array(answerRowSchema) })),
  signature: z.nullable(signatureEvidenceSchema),
  /** HR's open request on this task (not yet answered by a resubmission). */
  changeRequest: z.nullable(
    z.object({ message: z.string(), requestedAt: timestamp, requestedBy: z.string() }),
  ),
});
export type ApplicationTask = z.output<typeof applicationTaskSchema>;

/** An employer document of the hire's (decision 090), as a task: its id is `doc-<id>`. */
export const applicationDocumentSchema = z.extend(applicationTaskSchema, {
  id: z.string(),
  /**
   * Only on a document that asks the employer to countersign it (decision 091): its id, and who
   * countersigned the hire's signing ('Name <email>') and when, null until then.
   */
  countersign: z.optional(
    z.object({
      documentId: z.string(),
      countersignature: z.nullable(z.object({ by: z.string(), at: timestamp })),
    }),
  ),
});
export type ApplicationDocument = z.output<typeof applicationDocumentSchema>;

export const historyEventSchema = z.object({
  kind: z.enum(HISTORY_EVENT_KINDS),
  at: timestamp,
  /** The task of `task-signed` and `changes-requested`; else null. */
  taskId: z.nullable(taskIdSchema),
  /** The staff member for HR's actions ('Name <email>'); null for the hire's and the system's. */
  actor: z.nullable(z.string()),
  /** HR's message of `changes-requested`, the ticket of `licence-sighted`; else null. */
  message: z.nullable(z.string()),
});
export type HistoryEvent = z.output<typeof historyEventSchema>;

/** A submission's delivery to the records system, with its tries. */
export const recordsDeliverySchema = z.object({
  submissionId: z.string(),
  submittedAt: timestamp,
  isResubmission: z.boolean(),
  status: z.string(),
  attempts: z.number(),
  /** A status code or error code only. */
  lastError: z.nullable(z.string()),
  deliveredAt: z.nullable(timestamp),
});
export type RecordsDelivery = z.output<typeof recordsDeliverySchema>;

/** GET /api/admin/applications/{id} */
export const applicationDetailSchema = z.object({
  application: applicationRowSchema,
  /** The member behind it once Personal Information is complete (reveal takes it); else null. */
  memberId: z.nullable(z.string()),
  invitation: z.nullable(invitationSchema),
  /** The viewer's role may reveal the masked numbers (payroll, owner; decision 029). */
  canReveal: z.boolean(),
  tasks: z.array(applicationTaskSchema),
  /** The employer's documents: those for the hire now, and any signed earlier (decision 090). */
  documents: z.array(applicationDocumentSchema),
  /**
   * The PDFs: each task's own, and the latest submission's application PDF. `url` is GET-able by
   * admins; the medical declaration's is listed, and served, only to roles shown health
   * information (owner, HR; decision 033).
   */
  pdfs: z.array(z.object({ title: z.string(), url: z.string(), createdAt: timestamp })),
  history: z.array(historyEventSchema),
  deliveries: z.array(recordsDeliverySchema),
  /**
   * Each Fair Work statement as first given with a submission (decision 032): which, the link
   * the hire was shown, and when. Empty before the first submission.
   */
  fairWorkStatements: z.array(fairWorkStatementGivenSchema),
  /**
   * The hire's work rights once Personal Information is saved (issue 35 item 12): a visa holder,
   * and the employer's latest VEVO check (recorded from this page or Data Retention); else null.
   */
  rightToWork: z.nullable(
    z.pick(retentionMemberSchema, { isVisaHolder: true, needsVevoCheck: true, vevoCheck: true }),
  ),
  /**
   * What HR or payroll must act on, read today (hr-flags.ts: the submission email's 'To do'):
   * work rights (no VEVO check, no work rights, an expired visa), the visa's known conditions,
   * the working holiday maker answer. The sponsor condition (8607/8107) carries HR's
   * confirmation, null until confirmed (issue 40 item 4). Empty before Personal Information.
   */
  toDos: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      confirmation: z.optional(z.nullable(z.object({ by: z.string(), at: timestamp }))),
    }),
  ),
  /** The employer's side of the employment (decision 099), with the employing entity and LSL scheme. */
  employment: employmentViewSchema,
  /**
   * The employee record's dates (issue 42 item 1, decision 107): the actual start date, the end
   * date and why; null before approval (it is not an employee record yet).
   */
  employee: z.nullable(employeeDatesSchema),
  /** The CEIS due again to a casual employee (s 125B); null unless the employment is casual with a start date. */
  ceis: z.nullable(ceisAnswerSchema),
  /**
   * The tickets the hire's site requires (issue 40 item 2, decision 098), each with the hire's
   * current licence for it (null: not given, or expired) and HR's sighting of that licence (null
   * until HR confirms it at approval). Null when the site requires none, or before Personal
   * Information.
   */
  requiredTickets: z.nullable(
    z.object({
      site: z.string(),
      tickets: z.array(
        z.object({
          code: z.string(),
          label: z.string(),
          licenceId: z.nullable(z.string()),
          number: z.nullable(z.string()),
          sighted: z.nullable(z.object({ by: z.string(), at: timestamp })),
        }),
      ),
    }),
  ),
  /**
   * The licences, tickets and cards held (decision 094), each with its photos' addresses (every
   * staff view of a photo is audited); a union card only to the roles shown it (owner, HR).
   */
  licences: z.array(
    z.extend(licenceAnswerSchema, { frontUrl: z.nullable(z.string()), backUrl: z.nullable(z.string()) }),
  ),
});
export type ApplicationDetail = z.output<typeof applicationDetailSchema>;

/** POST request-changes and approve: the application's row as it is now. */
export const applicationActionAnswerSchema = z.object({ application: applicationRowSchema });
export type ApplicationActionAnswer = z.output<typeof applicationActionAnswerSchema>;

/** What the hire's wizard is filled with (GET /api/me/invitation, and an opened link). */
export const invitationPrefillSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The employer's name: shown, not editable by the hire (the server keeps it on save). */
  companyBeingEmployedBy: z.string(),
  position: z.string(),
  department: z.string(),
  location: z.string(),
  plannedStartDate: z.string(),
  /** The tax form's default 'On what basis are you paid?'; null: no default. */
  basisOfPayment,
  /** How the employer employs the hire (decision 099), read-only to them; null until HR gives it. */
  employment: z.nullable(employmentViewSchema),
});
export type InvitationPrefill = z.output<typeof invitationPrefillSchema>;

/** GET /api/me/invitation */
export const myInvitationSchema = z.object({ invitation: z.nullable(invitationPrefillSchema) });
export type MyInvitation = z.output<typeof myInvitationSchema>;

/**
 * POST /api/invitations/open {token}: always 200. `opened` signed this browser in as the hire
 * (the session cookie is set) and carries the wizard's prefill; every other outcome explains
 * itself and the page offers 'Continue an existing application'.
 */
export const openInvitationAnswerSchema = z.union([
  z.object({
    outcome: z.literal('opened'),
    email: z.string(),
    /** Personal Information was already complete (a hire who started on their own first). */
    hasApplication: z.boolean(),
    prefill: invitationPrefillSchema,
  }),
  z.object({
    outcome: z.enum(
      INVITATION_OUTCOMES.filter((o) => o !== 'opened') as [
        Exclude<(typeof INVITATION_OUTCOMES)[number], 'opened'>,
        ...Exclude<(typeof INVITATION_OUTCOMES)[number], 'opened'>[],
      ],
    ),
    message: z.string(),
  }),
]);
export type OpenInvitationAnswer = z.output<typeof openInvitationAnswerSchema>;
