import { formatMoment } from '../../shared/date-time-format';

/**
 * Dates are shown in en-AU: day/month/year and 12-hour time; admin pages add seconds (spec §9).
 * Always in the employer's zone (useTimeZone), never the viewer's, and naming it: '29/11/2026,
 * 10:57 am AEDT' reads the same on every screen, PDF and email (issue 35).
 */
export function formatDateTime(
  value: string | Date,
  timeZone: string,
  options: { withSeconds?: boolean } = {},
): string {
  return formatMoment(value, timeZone, options);
}
