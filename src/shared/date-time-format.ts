/**
 * How dates and times read in this app (spec §9): day/month/year and 12-hour time, en-AU. The
 * browser shows them in the viewer's zone; the server (PDFs, exports) adds Sydney's zone.
 */
export const AU_DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
