import { AU_DATE_TIME_PARTS } from '../../shared/date-time-format';

// Each formatter is made on first use: making one costs a long task on a slow phone (ICU data),
// and the home's script would otherwise pay it at start-up for a date it rarely shows (issue 13).
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone the server's documents and emails use; signing evidence reads in it too (issue 23). */
export const SYDNEY = 'Australia/Sydney';

/**
 * Dates are shown in en-AU: day/month/year and 12-hour time; admin pages add seconds (spec §9).
 * The viewer's zone unless `timeZone` names one.
 */
export function formatDateTime(
  value: string | Date,
  options: { withSeconds?: boolean; timeZone?: string } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const key = `${options.withSeconds ? 's' : ''}|${options.timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      ...AU_DATE_TIME_PARTS,
      ...(options.withSeconds ? { second: '2-digit' } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format.format(date);
}
