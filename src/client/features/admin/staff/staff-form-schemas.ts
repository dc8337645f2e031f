import { z } from 'zod/mini';
import { emailField, requiredText } from '../../../../shared/schemas/fields';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '../../../../shared/staff-password';
import { STAFF_ROLES } from '../../../../shared/staff-roles';

/**
 * The staff forms' checks in zod/mini (decision 013: no classic zod in the browser), with the
 * messages of the server's schemas (shared/schemas/staff.ts), which check again.
 */
export const newStaffFormSchema = z.object({
  name: requiredText('Please enter a name', 100),
  email: emailField('Please enter a valid email address'),
  role: z.enum(STAFF_ROLES, 'Please choose a role: owner, hr or payroll'),
});
export type NewStaffValues = z.input<typeof newStaffFormSchema>;
export type NewStaffOutput = z.output<typeof newStaffFormSchema>;

export const totpCodeFormSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app')),
});
export type TotpCodeValues = z.input<typeof totpCodeFormSchema>;

/** The authenticator choice's form: the password that goes with the code, typed twice, and the first code. */
export const totpEnrolFormSchema = z
  .object({
    password: z
      .string()
      .check(z.minLength(PASSWORD_MIN, PASSWORD_TOO_SHORT), z.maxLength(PASSWORD_MAX, PASSWORD_TOO_LONG)),
    passwordAgain: z.string(),
    code: totpCodeFormSchema.shape.code,
  })
  .check(
    z.refine((v) => v.password === v.passwordAgain, { message: PASSWORDS_DIFFER, path: ['passwordAgain'] }),
  );
export type TotpEnrolValues = z.input<typeof totpEnrolFormSchema>;

export const auditFilterFormSchema = z.object({
  person: z.string().check(z.maxLength(100)),
  member: z.string().check(z.maxLength(100)),
  action: z.string().check(z.maxLength(100)),
});
export type AuditFilterValues = z.infer<typeof auditFilterFormSchema>;
