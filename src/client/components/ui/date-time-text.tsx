import { dayOf, formatIsoDay } from '../../../shared/date-time-format';
import { formatDateTime } from '../../lib/format-date';
import { useTimeZone } from '../../lib/use-time-zone';

/** A moment as the employer's zone reads it, naming the zone: '29/11/2026, 10:57 am AEDT'. */
export function DateTimeText({ value, withSeconds }: { value: string; withSeconds?: boolean }) {
  const timeZone = useTimeZone();
  return <time dateTime={value}>{formatDateTime(value, timeZone, { withSeconds })}</time>;
}

/**
 * A moment's day in the employer's zone, '29/11/2026', for a list's narrow column (a day names no
 * zone); the time, naming its zone, is its tooltip and on the record's own page.
 */
export function DayText({ value }: { value: string }) {
  const timeZone = useTimeZone();
  return (
    <time dateTime={value} title={formatDateTime(value, timeZone)}>
      {formatIsoDay(dayOf(value, timeZone))}
    </time>
  );
}
