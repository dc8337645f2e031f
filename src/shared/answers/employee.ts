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
