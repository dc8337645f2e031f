import { dayOf } from '../../../shared/date-time-format';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A stored 'YYYY-MM-DD' as day/month/year in `locale` (the hire's language; en-AU by default),
 * read as a calendar day (no time-zone shift); `notProvided` when there is none.
 */
export function formatIsoDay(value: string, locale = 'en-AU', notProvided = 'Not provided'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value || notProvided;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    formats.set(locale, format);
  }
  return format.format(new Date(y, m - 1, d));
}

/** Today as 'YYYY-MM-DD' in the employer's time zone: the day the server will date a signature. */
export function todayIn(timeZone: string): string {
  return dayOf(new Date(), timeZone);
}
