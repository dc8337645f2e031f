// The employee file (issue 42 item 1, decision 107): an approved application becomes an
// employee record; HR records the actual start date and, at offboarding, the end date and why.
import { z } from 'zod/mini';
import { SEARCH_MAX_LENGTH } from './admin';
import { requiredDate } from './fields';

/** Why the employment ended (offboarding), in the order the form lists them. */
export const END_REASONS = ['resignation', 'dismissal', 'end-of-contract', 'redundancy', 'other'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** The words of each end reason. */
export const END_REASON_LABELS: Record<EndReason, string> = {
  resignation: 'Resignation',
  dismissal: 'Dismissal',
  'end-of-contract': 'End of contract',
  redundancy: 'Redundancy',
  other: 'Other',
};

export const START_DATE_REQUIRED = 'Start date is required';
export const END_DATE_REQUIRED = 'End date is required';
export const END_REASON_REQUIRED = 'Please choose why the employment ended';
export const END_BEFORE_START = 'The end date cannot be before the start date';
export const START_AFTER_END = 'The start date cannot be after the end date';
export const NOT_AN_EMPLOYEE =
  'This application is not approved: it becomes an employee record when it is approved.';
export const NOT_STARTED = 'Record the start date before the end date.';

/** PUT /api/admin/applications/:id/start */
export const employeeStartSchema = z.object({ startedOn: requiredDate(START_DATE_REQUIRED) });
export type EmployeeStart = z.output<typeof employeeStartSchema>;

/** PUT /api/admin/applications/:id/end */
export const employeeEndSchema = z.object({
  endedOn: requiredDate(END_DATE_REQUIRED),
  endReason: z.enum(END_REASONS, END_REASON_REQUIRED),
});
export type EmployeeEnd = z.output<typeof employeeEndSchema>;

/** The employees list's filter: everyone, those employed (no end date), or those who have left. */
export const EMPLOYEE_FILTERS = ['all', 'current', 'left'] as const;
export type EmployeeFilter = (typeof EMPLOYEE_FILTERS)[number];
export const EMPLOYEE_FILTER_LABELS: Record<Exclude<EmployeeFilter, 'all'>, string> = {
  current: 'Employed',
  left: 'Left',
};

/** GET /api/admin/employees?search=&status=&page= */
export const employeesQuerySchema = z.object({
  status: z._default(z.enum(EMPLOYEE_FILTERS), 'all'),
  page: z._default(z.coerce.number('Page must be a number').check(z.int(), z.gte(1), z.lte(100_000)), 1),
  search: z._default(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)), ''),
});
export type EmployeesQueryInput = z.input<typeof employeesQuerySchema>;

/** The employees list's page size (the applications list's). */
export const EMPLOYEES_PAGE_SIZE = 25;

/** The API paths of the employee list (the employee's page is the application's). */
export const EMPLOYEE_API = {
  /** GET ?search=&status=&page= (owner, HR, payroll) */
  list: '/api/admin/employees',
} as const;
