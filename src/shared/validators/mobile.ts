// Australian mobile numbers: '04xx xxx xxx', '+61 4xx xxx xxx', '614xxxxxxxx', '0061 4xx xxx xxx',
// and the common '+61 (0) 4xx xxx xxx' slip. Spaces, dashes, dots and parentheses are ignored.

const SEPARATORS = /[\s\-().]/g;
const MOBILE_PATTERNS = [/^0(4\d{8})$/, /^\+?61(4\d{8})$/, /^\+?610(4\d{8})$/, /^0061(4\d{8})$/];

/** The canonical '04XXXXXXXX', or null when the value is not an Australian mobile number. */
export function normalizeAuMobile(value: string): string | null {
  const compact = value.replace(SEPARATORS, '');
  for (const pattern of MOBILE_PATTERNS) {
    const match = pattern.exec(compact);
    if (match) return `0${match[1]}`;
  }
  return null;
}

export function isValidAuMobile(value: string): boolean {
  return normalizeAuMobile(value) !== null;
}

/** '0412 345 678' for display; the input is returned trimmed when it is not a valid mobile. */
export function formatAuMobile(value: string): string {
  const mobile = normalizeAuMobile(value);
  if (!mobile) return value.trim();
  return `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;
}
