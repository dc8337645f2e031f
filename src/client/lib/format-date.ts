const dateTime = new Intl.DateTimeFormat('en-AU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const dateTimeWithSeconds = new Intl.DateTimeFormat('en-AU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** Dates are shown in en-AU: day/month/year and 12-hour time; admin pages add seconds (spec §9). */
export function formatDateTime(value: string | Date, options: { withSeconds?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return (options.withSeconds ? dateTimeWithSeconds : dateTime).format(date);
}
