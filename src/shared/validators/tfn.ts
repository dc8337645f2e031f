// Australian tax file number: 9 digits whose weighted sum (weights 1,4,3,7,5,8,6,9,10) is a
// multiple of 11 (DESIGN §3.10). Older 8-digit TFNs are not accepted: the form takes 9 digits.

const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10] as const;

/** Digits only: '123 456 782' -> '123456782'. */
export function normalizeTfn(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidTfn(value: string): boolean {
  const digits = normalizeTfn(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = TFN_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  return sum % 11 === 0;
}

/**
 * 'xxx xxx xxx'. Works on partial input too (used to auto-space the TFN field as it is typed):
 * non-digits are dropped and at most 9 digits kept.
 */
export function formatTfn(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 9);
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** '••• ••• 782': only the last three digits are shown (DESIGN §3.8). '' when there is no TFN. */
export function maskTfn(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 3) return '';
  return `••• ••• ${digits.slice(-3)}`;
}

/**
 * Numbers the ATO reserves as codes in place of a TFN (000000000 not quoted, 111111111 applied
 * for, 222222222 interim notice, 333333333 under 18, 444444444 pension, 987654321 a TFN that
 * cannot be reported): payroll enters them, a person never has one. 000000000 even passes the
 * check digit.
 */
export const TFN_RESERVED_CODES: readonly string[] = [
  '000000000',
  '111111111',
  '222222222',
  '333333333',
  '444444444',
  '987654321',
];

export const isReservedTfnCode = (value: string): boolean => TFN_RESERVED_CODES.includes(normalizeTfn(value));
