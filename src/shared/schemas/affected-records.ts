import { z } from 'zod/mini';

// GET /api/admin/audit/affected (issue 42 item 5, decision 106): the window of a notifiable data
// breach assessment. Each bound is a day of the employer's calendar ('2026-11-03': from the start
// of `since`, to the end of `until`) or an exact moment with its zone ('2026-11-03T09:30:00+11:00').

export const AFFECTED_MESSAGES = {
  since: 'Please enter the first day as YYYY-MM-DD (or a date and time with its zone)',
  until: 'Please enter the last day as YYYY-MM-DD (or a date and time with its zone)',
  order: 'The last day must not be before the first day',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real calendar day ('2026-02-30' is not one). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return at.toISOString().slice(0, 10) === value;
}

const isMoment = (value: string) => MOMENT.test(value) && !Number.isNaN(Date.parse(value));

const bound = (message: string) =>
  z.string(message).check(
    z.trim(),
    z.maxLength(40, message),
    z.refine((v) => isCalendarDay(v) || isMoment(v), message),
  );

export const affectedQuerySchema = z.object({
  since: bound(AFFECTED_MESSAGES.since),
  until: bound(AFFECTED_MESSAGES.until),
});
export type AffectedQuery = z.output<typeof affectedQuerySchema>;
