/** Characters that make a spreadsheet treat typed text as a formula or a command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A string a spreadsheet would take for a formula if it were typed into a cell. The export
 * writes such text with Excel's quotePrefix cell format (sheet-xml.ts): the text shows exactly
 * as written, and editing the cell (or pasting it elsewhere) keeps it text rather than running
 * it. OWASP's "CSV injection" advice of a leading `'` does the same but shows the apostrophe in
 * every such cell, so a member named `=HYPERLINK(...)` or a mobile `+61 ...` stayed readable
 * only with a stray quote.
 */
export const looksLikeFormula = (value: unknown): value is string =>
  typeof value === 'string' && FORMULA_START.test(value);
