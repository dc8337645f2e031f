import { z } from 'zod/mini';
import { END_REASONS } from '../schemas/employee';

/** The employee's dates as the routes answer them (decision 107); null until HR records them. */
export const employeeDatesSchema = z.object({
  /** 'YYYY-MM-DD' */
  startedOn: z.nullable(z.string()),
  /** 'YYYY-MM-DD' */
  endedOn: z.nullable(z.string()),
  endReason: z.nullable(z.enum(END_REASONS)),
});
export type EmployeeDates = z.output<typeof employeeDatesSchema>;

/** One row of GET /api/admin/employees: an approved application (decision 107). */
export const employeeRowSchema = z.extend(employeeDatesSchema, {
  /** The application's id: the employee's page is the application's. */
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** The hire's own position details once Personal Information is saved, else HR's invitation. */
  position: z.string(),
  /** The site. */
  location: z.string(),
  /** 'YYYY-MM-DD' or '' */
  plannedStartDate: z.string(),
});
export type EmployeeRow = z.output<typeof employeeRowSchema>;

/** GET /api/admin/employees?search=&page= */
export const employeesPageSchema = z.object({
  employees: z.array(employeeRowSchema),
  /** Rows matching the search, over every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type EmployeesPage = z.output<typeof employeesPageSchema>;
