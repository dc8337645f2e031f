import type ExcelJS from 'exceljs';

/** Characters that make a spreadsheet treat typed text as a formula or a command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A string a spreadsheet would take for a formula if it were typed into a cell. */
export const looksLikeFormula = (value: unknown): value is string =>
  typeof value === 'string' && FORMULA_START.test(value);

/**
 * Excel's quotePrefix cell format: the text shows exactly as written, and editing the cell (or
 * pasting it elsewhere) keeps it text rather than running it. OWASP's "CSV injection" advice
 * of a leading `'` does the same but shows the apostrophe in every such cell, so a member named
 * `=HYPERLINK(...)` or a mobile `+61 ...` stayed readable only with a stray quote.
 * exceljs has no name for it: `InertTextStyles` writes it.
 */
export const QUOTE_PREFIX = { quotePrefix: true } as Partial<ExcelJS.Style>;

/** Gives each formula-looking cell of `row` (written from `values`) the quotePrefix format. */
export function markInertCells(row: ExcelJS.Row, values: readonly unknown[]): void {
  values.forEach((value, i) => {
    if (looksLikeFormula(value)) row.getCell(i + 1).style = QUOTE_PREFIX;
  });
}
