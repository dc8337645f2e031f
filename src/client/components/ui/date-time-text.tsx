import { formatDateTime } from '../../lib/format-date';
import { useTimeZone } from '../../lib/use-time-zone';

/** A moment as the employer's zone reads it, naming the zone: '29/11/2026, 10:57 am AEDT'. */
export function DateTimeText({ value, withSeconds }: { value: string; withSeconds?: boolean }) {
  const timeZone = useTimeZone();
  return <time dateTime={value}>{formatDateTime(value, timeZone, { withSeconds })}</time>;
}
