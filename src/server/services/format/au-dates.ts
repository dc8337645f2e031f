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
