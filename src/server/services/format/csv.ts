/**
 * A CSV field: quoted, quotes doubled, and a text starting with = + - @ (or tab, CR) neutralised
 * with a quote mark, so a spreadsheet never runs what a person typed as a formula. Numbers print
 * as they are (a negative number is a number, not a formula).
 */
export function csvField(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = typeof v !== 'number' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines of fields as a CSV file (CRLF line ends, a final line end). */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
