// Spreadsheet dates are serial day numbers: 25569 is 1970-01-01 (Excel's 1900 date system, which
// both Excel and LibreOffice read). Serials before 1900-03-01 differ between the two (Excel's
// phantom 29/02/1900), so earlier dates stay text.
const UNIX_EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const FIRST_SAFE_MS = Date.UTC(1900, 2, 1);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * A stored 'YYYY-MM-DD' date as a serial day number, or undefined if it is not a real date.
 * Checked digit by digit (no RegExp match nor Date object per value): the export meets six
 * date columns a member, 300k values at 50k members.
 */
export function dateSerial(value: string): number | undefined {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return undefined;
  let year = 0;
  let month = 0;
  let day = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const code = value.charCodeAt(i);
    if (!isDigit(code)) return undefined;
    if (i < 4) year = year * 10 + code - 48;
    else if (i < 7) month = month * 10 + code - 48;
    else day = day * 10 + code - 48;
  }
  // 2025-02-30 would roll over into March: not a date, so it stays as typed. Years before 1900
  // are not dates here either (Date.UTC would also read 0050 as 1950).
  if (year < 1900 || month < 1 || month > 12 || day < 1) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > DAYS_IN_MONTH[month - 1]! + (month === 2 && leap ? 1 : 0)) return undefined;
  const ms = Date.UTC(year, month - 1, day);
  if (ms < FIRST_SAFE_MS) return undefined;
  return ms / DAY_MS + UNIX_EPOCH_SERIAL;
}

// One formatter per zone: making one is costly, and an export asks for thousands of moments.
const zoneParts = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string): Intl.DateTimeFormat {
  let format = zoneParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    zoneParts.set(timeZone, format);
  }
  return format;
}

/** A zone's offset from UTC in ms at `ms`; it changes only on whole UTC hours, so it is cached by hour. */
const offsets = new Map<string, number>();
function zoneOffset(ms: number, timeZone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const part: Record<string, number> = {};
    for (const p of partsIn(timeZone).formatToParts(at))
      if (p.type !== 'literal') part[p.type] = Number(p.value);
    offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - at;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * A moment (ms since 1970) as the serial of its wall-clock time in `timeZone` (the employer's),
 * to the whole second (what formatAuDateTime shows), or undefined for a moment before 1900-03-01.
 */
export function momentSerial(epochMs: number, timeZone: string): number | undefined {
  const ms = Math.floor(epochMs / 1000) * 1000;
  if (!Number.isFinite(ms)) return undefined;
  const local = ms + zoneOffset(ms, timeZone);
  if (local < FIRST_SAFE_MS) return undefined;
  return local / DAY_MS + UNIX_EPOCH_SERIAL;
}

/** `momentSerial` of a Date; undefined for none. */
export const dateTimeSerial = (value: Date | null | undefined, timeZone: string): number | undefined =>
  value ? momentSerial(value.getTime(), timeZone) : undefined;
