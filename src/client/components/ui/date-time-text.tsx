import { useCallback } from 'react';
import { AU_DATE_TIME_PARTS, dayOf, formatFor, formatIsoDay } from '../../../shared/date-time-format';
import { formatDateTime } from '../../lib/format-date';
import { useLocale } from '../../lib/language';
import { useTimeZone } from '../../lib/use-time-zone';

const AUSTRALIAN = 'en-AU';

/**
 * A moment in the employer's zone, naming the zone, written as `locale` writes dates: en-AU (staff
 * screens, and a hire reading English) is the app's '29/11/2026, 10:57 am AEDT' (spec §9); a hire
 * reading another language reads it in theirs (issue 43), e.g. '29/11/2026, 10:57 GMT+11'.
 */
export function formatMomentIn(
  value: string | Date,
  timeZone: string,
  locale: string,
  options: { withSeconds?: boolean } = {},
): string {
  if (locale === AUSTRALIAN) return formatDateTime(value, timeZone, options);
  const date = typeof value === 'string' ? new Date(value) : value;
  const { hour12: _australian, ...parts } = AU_DATE_TIME_PARTS;
  return formatFor(
    `${locale}|${timeZone}|${options.withSeconds ? 's' : ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        ...parts,
        ...(options.withSeconds ? { second: '2-digit' } : {}),
        timeZone,
        timeZoneName: 'short',
      }),
  ).format(date);
}

/** A calendar day ('YYYY-MM-DD') as `locale` writes it; en-AU is 'dd/mm/yyyy'. */
export function formatDayIn(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (locale === AUSTRALIAN || !match) return formatIsoDay(day);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return formatFor(
    `day|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);
}

/**
 * How moments read on the screen shown: the hire's language on a hire's screen, en-AU on a staff
 * screen (whose language is always English), in the employer's zone.
 */
export function useFormatMoment(): (value: string | Date, options?: { withSeconds?: boolean }) => string {
  const timeZone = useTimeZone();
  const locale = useLocale();
  return useCallback(
    (value, options) => formatMomentIn(value, timeZone, locale, options),
    [timeZone, locale],
  );
}

/** A moment as the employer's zone reads it, naming the zone: '29/11/2026, 10:57 am AEDT'. */
export function DateTimeText({ value, withSeconds }: { value: string; withSeconds?: boolean }) {
  const format = useFormatMoment();
  return <time dateTime={value}>{format(value, { withSeconds })}</time>;
}

/**
 * A moment's day in the employer's zone, '29/11/2026', for a list's narrow column (a day names no
 * zone); the time, naming its zone, is its tooltip and on the record's own page.
 */
export function DayText({ value }: { value: string }) {
  const timeZone = useTimeZone();
  const locale = useLocale();
  return (
    <time dateTime={value} title={formatMomentIn(value, timeZone, locale)}>
      {formatDayIn(dayOf(value, timeZone), locale)}
    </time>
  );
}
