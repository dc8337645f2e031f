import { AU_TIME_ZONE } from '../format/au-dates';

// Spreadsheet dates are serial day numbers: 25569 is 1970-01-01 (Excel's 1900 date system, which
// both Excel and LibreOffice read). Serials before 1900-03-01 differ between the two (Excel's
// phantom 29/02/1900), so earlier dates stay text.
const UNIX_EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const FIRST_SAFE_MS = Date.UTC(1900, 2, 1);

/** A stored 'YYYY-MM-DD' date as a serial day number, or undefined if it is not a real date. */
export function dateSerial(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // 2025-02-30 would roll over into March: not a date, so it stays as typed.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined;
  if (ms < FIRST_SAFE_MS) return undefined;
  return ms / DAY_MS + UNIX_EPOCH_SERIAL;
}

const sydneyParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: AU_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Sydney's offset from UTC in ms at `ms`; it changes only on whole UTC hours, so it is cached by hour. */
const offsets = new Map<number, number>();
function sydneyOffset(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = hour * HOUR_MS;
    const part: Record<string, number> = {};
    for (const p of sydneyParts.formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
    offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - at;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * A moment (ms since 1970) as the serial of its Sydney wall-clock time, to the whole second
 * (what formatAuDateTime shows), or undefined for a moment before 1900-03-01.
 */
export function momentSerial(epochMs: number): number | undefined {
  const ms = Math.floor(epochMs / 1000) * 1000;
  if (!Number.isFinite(ms)) return undefined;
  const local = ms + sydneyOffset(ms);
  if (local < FIRST_SAFE_MS) return undefined;
  return local / DAY_MS + UNIX_EPOCH_SERIAL;
}

/** `momentSerial` of a Date; undefined for none. */
export const dateTimeSerial = (value: Date | null | undefined): number | undefined =>
  value ? momentSerial(value.getTime()) : undefined;
