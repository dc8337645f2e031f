// Bank-State-Branch number: exactly 6 digits, written 'XXX-XXX' (DESIGN §3.10).

const BSB_PATTERN = /^(\d{3})[-\s]?(\d{3})$/;

/** Accepts '062000', '062-000' and '062 000' (surrounding whitespace ignored). */
export function isValidBsb(value: string): boolean {
  return BSB_PATTERN.test(value.trim());
}

/**
 * 'XXX-XXX'. Partial input is formatted as far as it goes ('0620' -> '062-0'), so the
 * function can also drive an input mask; non-digits are dropped and at most 6 digits kept.
 */
export function formatBsb(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}
