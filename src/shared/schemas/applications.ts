// Requests of HR's onboarding routes (issue 25, decision 031); their answers are in
// answers/applications.ts.
import { z } from 'zod/mini';
import { employmentDetailsSchema } from './employment';
import { BASIS_OF_PAYMENT } from '../choice-labels';
import { APPLICATION_FILTERS, APPLICATION_SORTS, CHANGE_REQUEST_MAX } from '../applications';
import { TASKS, type TaskId } from '../tasks';
import { SEARCH_MAX_LENGTH } from './admin';
import {
  cleanMultiLine,
  emailField,
  optionalAuMobileField,
  pngDataUrl,
  requiredDate,
  requiredText,
} from './fields';
import { locationField } from './position-details';
import { languageSchema } from '../i18n/languages';

/**
 * POST /api/admin/invitations: what HR already knows. The position details use the wizard's
 * own messages and rules (position-details.ts), so what HR types is what the hire could have.
 */
export const invitationSchema = z.object({
  email: emailField('Please enter a valid email address'),
  fullName: requiredText('Full name is required'),
  /** '' when HR has none; else an Australian mobile, stored as '04XXXXXXXX'. */
  mobile: optionalAuMobileField(),
  position: requiredText('Position is required'),
  department: requiredText('Department is required'),
  location: locationField(),
  plannedStartDate: requiredDate('Planned start date is required'),
  /** The tax form's default answer to 'On what basis are you paid?'; the hire may change it. */
  basisOfPayment: z.optional(z.nullable(z.enum(BASIS_OF_PAYMENT, 'Please choose how the hire is paid'))),
  /** The employer's side of the employment (decision 099); its type sets the default above. */
  employment: z.optional(z.nullable(employmentDetailsSchema)),
  /**
   * The hire's language, when HR knows it (decision 114): the invitation and every later email
   * to the hire are written in it (with the English below), and their screens open in it, until
   * the hire chooses another. Absent or null: English, or the hire's phone's once they open it.
   */
  language: z.optional(z.nullable(languageSchema)),
  /** Also text the link to the mobile (decision 114; only when the install has an SMS provider). */
  sendSms: z.optional(z.boolean()),
});
export type InvitationInput = z.input<typeof invitationSchema>;
export type Invitation = z.output<typeof invitationSchema>;

/** GET /api/admin/applications?state=&search=&page=&sort= */
export const applicationsQuerySchema = z.object({
  page: z._default(z.coerce.number('Page must be a number').check(z.int(), z.gte(1), z.lte(100_000)), 1),
  search: z._default(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)), ''),
  state: z._default(z.enum(APPLICATION_FILTERS), 'all'),
  sort: z._default(z.enum(APPLICATION_SORTS), 'newest'),
});
export type ApplicationsQueryInput = z.input<typeof applicationsQuerySchema>;

export const APPLICATION_NOT_FOUND = 'Application not found';
export const INVITATION_NOT_FOUND = 'Invitation not found';

/** `:id` of /api/admin/applications/:id... and /api/admin/invitations/:id/... */
export const applicationParamsSchema = z.object({ id: z.uuid(APPLICATION_NOT_FOUND) });
export const countersignParamsSchema = z.object({
  id: z.uuid(APPLICATION_NOT_FOUND),
  documentId: z.uuid(APPLICATION_NOT_FOUND),
});
/** `:id` and `:months` of the CEIS given route: a whole number of months of employment. */
export const ceisParamsSchema = z.object({
  id: z.uuid(APPLICATION_NOT_FOUND),
  months: z.coerce.number().check(z.int(), z.minimum(6), z.maximum(1200)),
});
export const countersignSchema = z.object({ signature: pngDataUrl('Signature Required') });
export type Countersign = z.output<typeof countersignSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid(INVITATION_NOT_FOUND) });

const TASK_ID_VALUES = TASKS.map((task) => task.id) as [TaskId, ...TaskId[]];

export const CHANGE_MESSAGE_REQUIRED = 'Please tell the new hire what to change';

/** POST /api/admin/applications/:id/request-changes */
export const requestChangesSchema = z.object({
  taskId: z.enum(TASK_ID_VALUES, 'Please choose the task to send back'),
  message: requiredText(CHANGE_MESSAGE_REQUIRED, CHANGE_REQUEST_MAX, cleanMultiLine()),
});
export type RequestChanges = z.output<typeof requestChangesSchema>;

/**
 * POST /api/admin/applications/:id/approve: the hire's licences HR confirms having sighted, one
 * for each ticket the hire's site requires (issue 40 item 2); the body may be left out when the
 * site requires none.
 */
export const approveApplicationSchema = z.nullish(
  z.object({
    sightedLicenceIds: z._default(
      z.array(z.uuid("A sighted licence must be one of the hire's")).check(z.maxLength(50)),
      [],
    ),
  }),
);
export type ApproveApplication = z.output<typeof approveApplicationSchema>;

/** POST /api/invitations/open: the token from the link's fragment (43 base64url characters). */
export const openInvitationSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'This invitation link is not valid')),
});
export type OpenInvitation = z.output<typeof openInvitationSchema>;
