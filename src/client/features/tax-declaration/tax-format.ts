import { dayOf } from '../../../shared/date-time-format';

const dayFormat = new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A stored 'YYYY-MM-DD' as en-AU day/month/year, read as a calendar day (no time-zone shift). */
export function formatIsoDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value || 'Not provided';
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  return dayFormat.format(new Date(y, m - 1, d));
}

/** Today as 'YYYY-MM-DD' in the employer's time zone: the day the server will date a signature. */
export function todayIn(timeZone: string): string {
  return dayOf(new Date(), timeZone);
}
