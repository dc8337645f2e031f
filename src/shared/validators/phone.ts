// Any real phone number, for emergency contacts (issue 23): a landline, a mobile, or a number
// abroad (relatives overseas are common on multilingual crews). Checked with libphonenumber-js and
// its 'min' metadata (lengths and leading digits per country, about 19 KB gzipped), Australian
// when written without a country code. Stored in E.164 ('+61297261234'), shown formatted.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

const DEFAULT_COUNTRY = 'AU';

function parse(value: string): PhoneNumber | undefined {
  // '0061 …' (an international prefix typed the European way) reads as '+61 …'; Australia's own
  // international prefix, 0011, is understood by the library.
  const trimmed = value.trim().replace(/^00(?!11)/, '+');
  if (trimmed.length > 40) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed : undefined;
}

/** The number in E.164 ('+61297261234'), or null when it is not a real phone number. */
export function normalizePhone(value: string): string | null {
  return parse(value)?.number ?? null;
}

export function isValidPhone(value: string): boolean {
  return parse(value) !== undefined;
}

/**
 * For display: an Australian number in national format ('(02) 9726 1234', '0412 345 678'), any
 * other in international format ('+84 912 345 678'). Values stored before E.164 (a mobile as it
 * was typed) are formatted the same way; what cannot be read is shown trimmed as it is.
 */
export function formatPhone(value: string): string {
  const parsed = parse(value);
  if (!parsed) return value.trim();
  return parsed.country === DEFAULT_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}
