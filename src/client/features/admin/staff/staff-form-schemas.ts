import { z } from 'zod/mini';
import { emailField, requiredText } from '../../../../shared/schemas/fields';
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

export const auditFilterFormSchema = z.object({
  person: z.string().check(z.maxLength(100)),
  member: z.string().check(z.maxLength(100)),
  action: z.string().check(z.maxLength(100)),
});
export type AuditFilterValues = z.infer<typeof auditFilterFormSchema>;
