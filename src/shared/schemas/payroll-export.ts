import { z } from 'zod/mini';

// The payroll import files (issue 41 item 3): one row per approved hire, in a payroll system's
// own import format. Employment Hero Payroll's is the only format so far.

export const PAYROLL_EXPORT_FORMATS = ['employment-hero'] as const;
export type PayrollExportFormat = (typeof PAYROLL_EXPORT_FORMATS)[number];

export const PAYROLL_EXPORT_MESSAGES = {
  format: 'Please choose a payroll import format (employment-hero)',
  state: 'Only approved hires go to payroll (state=approved)',
} as const;

/** GET /api/admin/payroll-export?format=employment-hero&state=approved */
export const payrollExportQuerySchema = z.object({
  format: z.enum(PAYROLL_EXPORT_FORMATS, PAYROLL_EXPORT_MESSAGES.format),
  state: z.enum(['approved'], PAYROLL_EXPORT_MESSAGES.state),
});
export type PayrollExportQuery = z.output<typeof payrollExportQuerySchema>;

export const PAYROLL_EXPORT_PATH = '/api/admin/payroll-export';

/** The Employment Hero import file's address, as the 'Ready for payroll' page links it. */
export const EMPLOYMENT_HERO_EXPORT_URL = `${PAYROLL_EXPORT_PATH}?format=employment-hero&state=approved`;
