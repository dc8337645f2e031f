/**
 * How dates and times read in this app (spec §9): day/month/year and 12-hour time, en-AU, in the
 * employer's time zone (TIME_ZONE, GET /api/config), and every time names its zone ('AEDT'):
 * one event reads as one date whoever looks at it, wherever they are (issue 35 item 8).
 */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

export const AU_DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

// Made on first use and kept: making one costs a long task on a slow phone (ICU data, issue 13).
const formats = new Map<string, Intl.DateTimeFormat>();
export function formatFor(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * An IANA zone name Intl knows ('Australia/Perth', 'UTC'), as Intl spells it ('australia/perth' is
 * 'Australia/Perth'); undefined for anything else (a typo, an offset such as '+10:00', 'AEST').
 */
export function canonicalTimeZone(name: string): string | undefined {
  // Newer engines also take offsets ('+10:00'): not a zone, it would miss daylight saving.
  if (!/^[A-Za-z]/.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-AU', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A moment as 'dd/mm/yyyy, h:mm am AEDT' (with seconds: 'h:mm:ss am AEDT') in `timeZone`. */
export function formatMoment(
  value: Date | string,
  timeZone: string,
  options: { withSeconds?: boolean } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const key = `moment|${timeZone}|${options.withSeconds ? 's' : ''}`;
  return formatFor(
    key,
    () =>
      new Intl.DateTimeFormat('en-AU', {
        ...AU_DATE_TIME_PARTS,
        ...(options.withSeconds ? { second: '2-digit' } : {}),
        timeZone,
        timeZoneName: 'short',
      }),
  ).format(date);
}

/** The calendar day of a moment in `timeZone`, as 'YYYY-MM-DD' (a declaration's date, a file name). */
export function dayOf(value: Date | string, timeZone: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatFor(
    `day|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(date);
}

/** A stored 'YYYY-MM-DD' day as 'dd/mm/yyyy' (a calendar day: no zone moves it); anything else unchanged. */
export function formatIsoDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
