/** Characters that make a spreadsheet treat typed text as a formula or a command. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value that a spreadsheet shows as text: strings starting with a formula character
 * get a leading `'` (OWASP "CSV injection"). A member's name such as `=HYPERLINK(...)` then
 * stays a name when the file is opened, re-saved or pasted elsewhere. Non-strings pass through.
 */
export function inertCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
