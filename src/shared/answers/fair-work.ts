import { z } from 'zod/mini';
import { FAIR_WORK_STATEMENTS } from '../choice-labels';
import { timestamp } from '../schemas/answers';

/** One Fair Work statement as the hire is given it: which, its title, the link. */
export const fairWorkStatementSchema = z.object({
  statement: z.enum(FAIR_WORK_STATEMENTS),
  title: z.string(),
  url: z.string(),
});
export type FairWorkStatementLink = z.output<typeof fairWorkStatementSchema>;

/** GET /api/fair-work-statements: the statements that apply to the session's hire (by basis of payment). */
export const hireFairWorkStatementsSchema = z.object({ statements: z.array(fairWorkStatementSchema) });
export type HireFairWorkStatements = z.output<typeof hireFairWorkStatementsSchema>;

/** A statement given with a submission, as recorded then (submission_records.fair_work_statements). */
export const fairWorkStatementGivenSchema = z.object({
  ...fairWorkStatementSchema.shape,
  givenAt: timestamp,
});
export type FairWorkStatementGiven = z.output<typeof fairWorkStatementGivenSchema>;

/**
 * The Casual Employment Information Statement again during employment (Fair Work Act s 125B): the
 * periods ended (months of employment, the day), each with HR's reminder and record of giving it,
 * and the next period.
 */
export const ceisAnswerSchema = z.object({
  startDate: z.string(),
  due: z.array(
    z.object({
      months: z.number(),
      dueOn: z.string(),
      reminded: z.boolean(),
      givenAt: z.nullable(timestamp),
      givenBy: z.nullable(z.string()),
    }),
  ),
  next: z.nullable(z.object({ months: z.number(), dueOn: z.string() })),
});
export type CeisAnswer = z.output<typeof ceisAnswerSchema>;
/** The answer as the server builds it (times as Date). */
export type CeisOut = z.input<typeof ceisAnswerSchema>;

const links = z.object({ fwis: z.string(), ceis: z.string(), ftcis: z.string() });

/** GET and PUT /api/admin/fair-work-statements: the links in use, and the official ones. */
export const fairWorkLinksAnswerSchema = z.object({ links, defaults: links });
export type FairWorkLinksAnswer = z.output<typeof fairWorkLinksAnswerSchema>;
