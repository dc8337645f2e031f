import { formatBsb, formatMobile } from '../../shared/format';

export const NOT_PROVIDED = 'Not provided';

// Made on first use: making it costs a long task on a slow phone, paid by every wizard step's
// start-up though only the review shows a date (issue 13).
let dayFormat: Intl.DateTimeFormat | undefined;

/** A stored 'YYYY-MM-DD' as en-AU day/month/year, read as a calendar day (no time-zone shift). */
export function formatDay(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return text(value);
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  dayFormat ??= new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' });
  return dayFormat.format(new Date(y, m - 1, d));
}

/** The value as shown, or 'Not provided' when blank. */
export function text(value: unknown): string {
  if (value === undefined || value === null) return NOT_PROVIDED;
  const shown = String(value).trim();
  return shown === '' ? NOT_PROVIDED : shown;
}

export function mobile(value: unknown): string {
  return typeof value === 'string' && value.trim() ? formatMobile(value) : NOT_PROVIDED;
}

/** A BSB as '062-000' (the shared rule; a masked '•••-000' is shown as it came). */
export function bsb(value: unknown): string {
  return typeof value === 'string' && value.trim() ? formatBsb(value) : NOT_PROVIDED;
}
