import { AU_DATE_TIME_PARTS } from '../../shared/date-time-format';

// Each formatter is made on first use: making one costs a long task on a slow phone (ICU data),
// and the home's script would otherwise pay it at start-up for a date it rarely shows (issue 13).
let dateTime: Intl.DateTimeFormat | undefined;
let dateTimeWithSeconds: Intl.DateTimeFormat | undefined;

/** Dates are shown in en-AU: day/month/year and 12-hour time; admin pages add seconds (spec §9). */
export function formatDateTime(value: string | Date, options: { withSeconds?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const format = options.withSeconds
    ? (dateTimeWithSeconds ??= new Intl.DateTimeFormat('en-AU', { ...AU_DATE_TIME_PARTS, second: '2-digit' }))
    : (dateTime ??= new Intl.DateTimeFormat('en-AU', AU_DATE_TIME_PARTS));
  return format.format(date);
}
