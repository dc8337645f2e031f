// HR's side of onboarding (issue 25, decision 031): invitations, the applications list, one
// application, request changes, approve and reminders. Plain constants, so the browser imports
// them without the zod schemas (schemas/applications.ts, answers/applications.ts).

/** Where an application is (issue 25 item 2), derived on the server from what was stored. */
export const APPLICATION_STATES = [
  'invited',
  'in-progress',
  'submitted',
  'changes-requested',
  'approved',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * The list's filter: one state, every row, or one of HR's and payroll's questions (issue 35 item
 * 11): stalled (three reminders, no submission), withdrawn (HR withdrew the invitation; also the
 * ones nobody acted on, which no other filter lists), ready-for-payroll (approved, neither
 * marked set up in payroll nor sent to a payroll system since that approval) and sent-to-payroll
 * (a payroll system has accepted the hire: issue 41 item 5).
 */
export const APPLICATION_FILTERS = [
  'all',
  ...APPLICATION_STATES,
  'stalled',
  'withdrawn',
  'ready-for-payroll',
  'sent-to-payroll',
] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

/**
 * The list's order (issue 35 item 11): newest application first, planned start date (soonest
 * first, none last) or last activity (most recent first, none last); the id breaks ties, so
 * paging is stable.
 */
export const APPLICATION_SORTS = ['newest', 'planned-start', 'last-active'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/**
 * The list's page size. Paged as the retention list is (?page=, a total, the same pager), but 25
 * rows, not its 50: each row's tasks done is its hire's own status, one status query per row
 * (decision 031, Consequences).
 */
export const APPLICATIONS_PAGE_SIZE = 25;

/**
 * The invitation behind an application: none (the hire started on their own), pending (sent,
 * not opened, not expired), opened, expired (7 days passed unopened) or withdrawn by HR.
 */
export const INVITATION_STATUSES = ['none', 'pending', 'opened', 'expired', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The one-time invitation link lasts 7 days (issue 25 item 1). */
export const INVITATION_VALID_DAYS = 7;

/**
 * What happened to an application, oldest first in its history (issue 25 item 3). `task-signed`
 * carries the task's id; `delivered` is the records system's receipt of a submission;
 * `payroll-set-up` is payroll's 'Mark set up in payroll' (issue 35 item 11); `sent-to-payroll`
 * a payroll system's acceptance of 'Send to payroll' (issue 41 item 4), its message the system
 * and its employee id; `employee-started` and `employee-ended` HR's record of the employee's
 * actual start date and end date (issue 42 item 1), their message the day (and the reason), in the employer's words;
 * `invitation-link-shown` and `invitation-texted` a new link shown to HR as a QR code, or sent by
 * SMS (issue 43 item 6, decision 114).
 */
export const HISTORY_EVENT_KINDS = [
  'invited',
  'invitation-resent',
  'invitation-withdrawn',
  'invitation-link-shown',
  'invitation-texted',
  'opened',
  'reminded',
  'task-signed',
  'submitted',
  'changes-requested',
  'resubmitted',
  'approved',
  'delivered',
  'payroll-set-up',
  'sponsor-confirmed',
  'licence-sighted',
  'employment-changed',
  'ceis-given',
  'sent-to-payroll',
  'employee-started',
  'employee-ended',
] as const;
export type HistoryEventKind = (typeof HISTORY_EVENT_KINDS)[number];

/**
 * What opening an invitation link answered. `opened`: the email is proven and this browser
 * signed in as the hire. Every other outcome explains itself (`message`) and the page offers
 * 'Continue an existing application' (the email-code sign-in, DESIGN §3.2).
 * - used: the link was opened before (in another browser); it works once.
 * - moved-on: the application has been submitted (or approved) since.
 * - withdrawn: HR withdrew the invitation.
 * - expired: 7 days passed.
 * - invalid: no invitation has this token (also a link HR's resend replaced: only the newest
 *   link's hash is kept).
 */
export const INVITATION_OUTCOMES = ['opened', 'used', 'moved-on', 'withdrawn', 'expired', 'invalid'] as const;
export type InvitationOutcome = (typeof INVITATION_OUTCOMES)[number];
export type InvitationRefusal = Exclude<InvitationOutcome, 'opened'>;

/** The words of each refused link (the page shows them with 'Continue an existing application'). */
export const INVITATION_MESSAGES: Record<InvitationRefusal, string> = {
  used: 'This invitation link has already been used. It works once, so that nobody else can open your application with it.',
  'moved-on': 'Your application has already been submitted, so this invitation link no longer opens it.',
  withdrawn:
    'This invitation has been withdrawn. If you think this is a mistake, please contact the person who invited you.',
  expired: 'This invitation link has expired: links last 7 days.',
  invalid:
    'This invitation link is not valid. It may have been replaced by a newer invitation email: please use the link in the newest one.',
};

/** The label of the button every refused link offers. */
export const CONTINUE_EXISTING_APPLICATION = 'Continue an existing application';

/**
 * The hire-facing page the invitation email links to: `${PUBLIC_URL}/invite#<token>`. The token
 * is in the fragment, so it never reaches a server log, a proxy or a Referer; the page posts it
 * to INVITATION_API.open.
 */
export const INVITE_PAGE_PATH = '/invite';

/** The message HR sends with a change request; the hire's card and screen show 'HR asked: …'. */
export const CHANGE_REQUEST_MAX = 1000;
export const HR_ASKED_PREFIX = 'HR asked: ';

/** Reminder defaults (issue 25 item 5); the days are settings (env, decision 031). */
export const REMINDER_DEFAULT_DAYS = 3;
export const REMINDERS_MAX = 3;

/** The API paths of this feature (`:id` is an application's or an invitation's uuid). */
export const APPLICATION_API = {
  /** GET ?state=&search=&page=&sort= */
  list: '/api/admin/applications',
  /** GET */
  detail: '/api/admin/applications/:id',
  /** POST {taskId, message} */
  requestChanges: '/api/admin/applications/:id/request-changes',
  /** POST (no body) */
  approve: '/api/admin/applications/:id/approve',
  /** POST (no body): payroll has set the approved hire up (payroll, owner). */
  payrollSetUp: '/api/admin/applications/:id/payroll-set-up',
  /** POST {signature}: an owner or HR countersigns the hire's signed document (decision 091). */
  countersign: '/api/admin/applications/:id/documents/:documentId/countersign',
  /** POST (no body): HR confirms this employer is the sponsor of a visa with condition 8607/8107 (issue 40). */
  confirmSponsor: '/api/admin/applications/:id/confirm-sponsor',
  /** PUT the employer's side of the employment (owner, HR; decision 099): until approval. */
  employment: '/api/admin/applications/:id/employment',
  /** POST (no body): HR gave the casual the CEIS due after `:months` months (owner, HR; s 125B). */
  ceisGiven: '/api/admin/applications/:id/ceis/:months/given',
  /** PUT {startedOn}: the employee's actual start date (owner, HR; decision 107): after approval. */
  employeeStart: '/api/admin/applications/:id/start',
  /** PUT {endedOn, endReason}: the employee's end date and why (owner, HR): after the start date. */
  employeeEnd: '/api/admin/applications/:id/end',
} as const;

export const INVITATION_API = {
  /** POST {email, fullName, mobile?, position, department, location, plannedStartDate, basisOfPayment?} → 201; GET: the list */
  create: '/api/admin/invitations',
  list: '/api/admin/invitations',
  /** POST: a new link, the old one void */
  resend: '/api/admin/invitations/:id/resend',
  /** POST */
  withdraw: '/api/admin/invitations/:id/withdraw',
  /** POST: a new link answered to HR's screen (a QR code, copied, printed); the old one void */
  link: '/api/admin/invitations/:id/link',
  /** POST: a new link by SMS to the mobile HR gave; the old one void */
  sms: '/api/admin/invitations/:id/sms',
  /** POST {token}: the hire's page (public); proves the email and signs the browser in. */
  open: '/api/invitations/open',
  /** GET: the signed-in hire's invitation details, to fill the wizard and the tax form (null when none). */
  mine: '/api/me/invitation',
} as const;

/** The invite form's and the server's word when 'Also send by SMS' has no mobile (decision 114). */
export const SMS_NEEDS_MOBILE = "Enter the new hire's mobile to send the invitation by SMS";

/** An API path with its `:id` filled in. */
export const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));
