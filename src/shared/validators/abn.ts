// Australian Business Number: 11 digits; subtract 1 from the first digit, weight the digits
// 10,1,3,5,7,9,11,13,15,17,19, and the sum must be a multiple of 89 (DESIGN §3.10).

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** Digits only: '51 824 753 556' -> '51824753556'. */
export function normalizeAbn(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidAbn(value: string): boolean {
  const digits = normalizeAbn(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ABN_WEIGHTS.reduce((acc, weight, i) => {
    const digit = Number(digits[i]) - (i === 0 ? 1 : 0);
    return acc + weight * digit;
  }, 0);
  return sum % 89 === 0;
}

/** 'XX XXX XXX XXX' for an 11-digit value; anything else is returned trimmed. */
export function formatAbn(value: string): string {
  const digits = normalizeAbn(value);
  if (!/^\d{11}$/.test(digits)) return value.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
