import { z } from 'zod/mini';
import {
  EMPLOYMENT_TYPES,
  PAY_RATE_UNITS,
  PAY_SCHEDULES,
  STP_INCOME_TYPES,
} from '../employment/employment-types';

/**
 * The employer's side of a hire's employment as the routes answer it (decision 099): what HR
 * stored, in the stored codes; the client words them from `shared/employment/`.
 */
export const employmentAnswerSchema = z.object({
  employmentType: z.enum(EMPLOYMENT_TYPES),
  endDate: z.string(),
  paySchedule: z.enum(PAY_SCHEDULES),
  instrument: z.string(),
  agreementName: z.string(),
  classification: z.string(),
  hoursPerWeek: z.string(),
  payRate: z.string(),
  payRateUnit: z.enum(PAY_RATE_UNITS),
  lslNumber: z.string(),
  /** '' (also for details given before it was asked): the hire's tax answers decide. */
  incomeType: z.optional(z.enum(['', ...STP_INCOME_TYPES])),
});
export type EmploymentAnswer = z.output<typeof employmentAnswerSchema>;

/** The employment with what it is read beside: who employs, and the site's long service leave scheme. */
export const employmentViewSchema = z.object({
  employment: z.nullable(employmentAnswerSchema),
  /** The employing entity: the employer's legal name and ABN (settings). */
  employingEntity: z.string(),
  /** The portable long service leave scheme of the site's state; null when the site is not known. */
  lslScheme: z.nullable(z.object({ name: z.string(), numberLabel: z.string() })),
});
export type EmploymentView = z.output<typeof employmentViewSchema>;
