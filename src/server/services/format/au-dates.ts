// Dates as Australian admins read them (spec §9): day/month/year, 12-hour time with seconds, in
// the employer's time zone and naming it. The server runs in any zone (containers are UTC), so
// the zone is always passed: employerTimeZone(env) says which.

import { dayOf, formatIsoDay, formatMoment } from '../../../shared/date-time-format';

/** A stored 'YYYY-MM-DD' date as 'dd/mm/yyyy'; anything else (including '') unchanged. */
export const formatAuDate = formatIsoDay;

/** A moment as 'dd/mm/yyyy, h:mm:ss am AEDT' in `timeZone`; '' for none. */
export function formatAuDateTime(value: Date | null | undefined, timeZone: string): string {
  return value ? formatMoment(value, timeZone, { withSeconds: true }) : '';
}

/** Today's (or `at`'s) date in `timeZone` as 'YYYY-MM-DD', e.g. for file names. */
export function dateStamp(timeZone: string, at: Date = new Date()): string {
  return dayOf(at, timeZone);
}

const DAY_MS = 86_400_000;

/** A stored calendar day: 'YYYY-MM-DD'. */
export const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** 'YYYY-MM-DD' plus `days`, as 'YYYY-MM-DD' (calendar arithmetic in UTC: no zone shifts a day). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `today` to `isoDay` (both 'YYYY-MM-DD'); negative when it has passed. */
export function daysBetween(today: string, isoDay: string): number {
  return Math.round((Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * 'YYYY-MM-DD' plus whole calendar `months`, as 'YYYY-MM-DD': the same day of the month, or the
 * month's last day where it has none (31 August plus 6 months is 28 or 29 February).
 */
export function addMonths(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}
