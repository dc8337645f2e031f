import { z } from 'zod/mini';
import { PAYROLL_SYSTEMS } from '../payroll';
import { requiredText } from './fields';

// 'Send to payroll' (issue 41 items 4 and 5, decision 103): the owner's connection to Employment
// Hero Payroll, and payroll's send.

export const EMPLOYMENT_HERO_API_KEY_REQUIRED = 'Enter the API key from Employment Hero Payroll';
export const EMPLOYMENT_HERO_BUSINESS_ID_INVALID = 'Enter the business id: its digits (e.g. 123456)';

/** PUT /api/admin/payroll/connections/employment-hero (owner): sealed, never answered back. */
export const employmentHeroConnectionSchema = z.object({
  apiKey: requiredText(EMPLOYMENT_HERO_API_KEY_REQUIRED, 200).check(
    z.regex(/^\S+$/, 'The API key has no spaces: copy it again from Employment Hero Payroll'),
  ),
  businessId: z
    .string(EMPLOYMENT_HERO_BUSINESS_ID_INVALID)
    .check(z.trim(), z.regex(/^\d{1,12}$/, EMPLOYMENT_HERO_BUSINESS_ID_INVALID)),
});
export type EmploymentHeroConnectionInput = z.input<typeof employmentHeroConnectionSchema>;

/** POST /api/admin/applications/{id}/send-to-payroll (owner, payroll). */
export const sendToPayrollSchema = z.object({
  system: z.enum(PAYROLL_SYSTEMS, 'Choose a payroll system'),
});
export type SendToPayrollInput = z.output<typeof sendToPayrollSchema>;

export const PAYROLL_NOT_CONNECTED = (name: string) =>
  `${name} is not connected: an owner connects it under Settings, Payroll connections.`;
export const PAYROLL_PUSH_PENDING = 'This hire is being sent to payroll already.';
export const PAYROLL_NOT_APPROVED = 'Only an approved application can be sent to payroll.';
