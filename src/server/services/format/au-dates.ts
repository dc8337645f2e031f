// Dates as Australian admins read them (spec §9): day/month/year, 12-hour time with seconds.
// The server runs in any time zone (containers are UTC), so the zone is explicit.

import { AU_DATE_TIME_PARTS } from '../../../shared/date-time-format';

export const AU_TIME_ZONE = 'Australia/Sydney';

const dateTime = new Intl.DateTimeFormat('en-AU', {
  ...AU_DATE_TIME_PARTS,
  second: '2-digit',
  timeZone: AU_TIME_ZONE,
});

/** 'YYYY-MM-DD' as used in ISO dates, in Sydney. */
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: AU_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A stored 'YYYY-MM-DD' date as 'dd/mm/yyyy'; anything else (including '') unchanged. */
export function formatAuDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A moment as 'dd/mm/yyyy, h:mm:ss am' in Sydney; '' for none. */
export function formatAuDateTime(value: Date | null | undefined): string {
  return value ? dateTime.format(value) : '';
}

/** Today's (or `at`'s) date in Sydney as 'YYYY-MM-DD', e.g. for file names. */
export function sydneyDateStamp(at: Date = new Date()): string {
  return isoDay.format(at);
}
