import { z } from 'zod';
import { REVEAL_FIELDS, type RevealField, STAFF_ROLES } from '../staff-roles';
import { isOneLine, ONE_LINE_MESSAGE } from './fields';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../staff-password';

export { REVEAL_FIELDS, STAFF_ROLES, type RevealField, type StaffRole } from '../staff-roles';

/**
 * Staff accounts (issue 24, decision 029): who may sign in to the admin pages, and with which
 * role. owner: everything, staff, the audit, clear-all; hr: applications, policies, recipients,
 * retention up to approving deletion; payroll: members' full TFN and bank numbers, the Excel
 * export, mark downloaded.
 */

export const staffRoleSchema = z.enum(STAFF_ROLES, 'Please choose a role: owner, hr or payroll');

export const newStaffSchema = z.object({
  // One line without hidden characters, as hires' names (issue 36 item 12): a staff name goes
  // into emails, the audit and officer names on PDFs.
  name: z.string().trim().min(1, 'Please enter a name').max(100).refine(isOneLine, ONE_LINE_MESSAGE),
  email: z.email('Please enter a valid email address').trim().toLowerCase().max(254),
  role: staffRoleSchema,
});
export type NewStaff = z.infer<typeof newStaffSchema>;

export const staffRoleChangeSchema = z.object({ role: staffRoleSchema });

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Has confirmed a passkey or an authenticator app: can sign in. */
  enrolled: z.boolean(),
  active: z.boolean(),
  factors: z.object({ totp: z.boolean(), passkeys: z.number(), password: z.boolean() }),
  /** Locked by 10 wrong sign-ins in a row (decision 037): an owner may unlock it. */
  locked: z.boolean(),
  createdAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffListSchema = z.object({ staff: z.array(staffSchema) });

/** The signed-in admin as the admin pages see it; `staff` is null for the bootstrap PIN. */

export const enrolmentTokenSchema = z.object({ token: z.string().min(20).max(100) });

export const enrolmentSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});

export const totpOfferSchema = z.object({
  /** otpauth:// URI for the QR code. */
  uri: z.string(),
  /** The key as text (base32), for phones that cannot scan. */
  secret: z.string(),
});

/** Passwords (decision 037): at least 12 characters, never a common one (the server's list). */
export const staffPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const totpConfirmSchema = z.object({
  token: z.string().min(20).max(100),
  /** The password that goes with the authenticator code at every sign-in. */
  password: staffPasswordSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app'),
});

/** Shown once, after a first factor is confirmed. */
export const recoveryCodesSchema = z.object({
  success: z.literal(true),
  recoveryCodes: z.array(z.string()).length(10),
});

const typedPassword = z.string().min(1, 'Please enter your password').max(256);
const typedCode = z.string().trim().min(1, 'Please enter your code').max(40);

/** Both factors at once (decision 037): the password, and the authenticator code or a recovery code. */
export const signInSchema = z.object({
  email: z.email('Please enter a valid email address').trim().toLowerCase().max(254),
  password: typedPassword,
  /** The current 6-digit authenticator code, or a recovery code. */
  code: typedCode,
});

/** Proving the factors again on a session for an owner action (decision 037): as at sign-in. */
export const reauthSchema = z.object({ password: typedPassword, code: typedCode });

/** The answer of an owner action whose session signed in over 10 minutes ago. */
export const REAUTH_REQUIRED = 'reauth_required';

export const signInResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

/** WebAuthn JSON (options and responses) passes through as @simplewebauthn defines it. */
export const webauthnJsonSchema = z.record(z.string(), z.unknown());

export const passkeyResponseSchema = z.object({ response: webauthnJsonSchema });
export const enrolmentPasskeySchema = z.object({
  token: z.string().min(20).max(100),
  response: webauthnJsonSchema,
});

export const memberNumbersSchema = z.object({
  memberId: z.string(),
  ...(Object.fromEntries(REVEAL_FIELDS.map((field) => [field, z.string()])) as Record<
    RevealField,
    z.ZodString
  >),
  masked: z.literal(true),
});

export const revealSchema = z.object({ field: z.enum(REVEAL_FIELDS) });
export const revealedSchema = z.object({ field: z.enum(REVEAL_FIELDS), value: z.string() });

export const auditQuerySchema = z.object({
  person: z.string().max(100).optional(),
  member: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const auditRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  /** The action in words (shared/audit-actions.ts). */
  actionLabel: z.string(),
  staffId: z.string().nullable(),
  sessionId: z.string().nullable(),
  member: z.string().nullable(),
  memberName: z.string().nullable(),
  field: z.string().nullable(),
  /** The details in words: the number seen, the task sent back, how many records. */
  summary: z.string().nullable(),
  ip: z.string().nullable(),
});
export const auditPageSchema = z.object({
  rows: z.array(auditRowSchema),
  page: z.number(),
  pageSize: z.number(),
});
