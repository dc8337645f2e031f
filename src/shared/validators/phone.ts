// Any real phone number, for emergency contacts (issue 23): a landline, a mobile, or a number
// abroad (relatives overseas are common on multilingual crews). Checked with libphonenumber-js and
// its 'min' metadata (lengths and leading digits per country, about 19 KB gzipped), Australian
// when written without a country code. Stored in E.164 ('+61297261234'), shown formatted.
import { PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

const DEFAULT_COUNTRY = 'AU';
const DEFAULT_CALLING_CODE = '61';
/** How `normalizePhone` stores a number: '+', then the country code and number, digits only. */
const E164 = /^\+[1-9]\d{6,14}$/;

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
 * For display: a number of Australia's country code (+61) in national format ('(02) 9726 1234',
 * '0412 345 678'), any other in international format ('+84 912 345 678'). A stored number (E.164,
 * checked when it was saved) is formatted without being checked again: the check (which country's
 * rules the number meets) took three quarters of the time, and the Excel export formats two
 * numbers a member (decision 017). Values stored before E.164 (a mobile as it was typed) are read
 * and checked first; what cannot be read is shown trimmed as it is.
 */
export function formatPhone(value: string): string {
  const parsed = E164.test(value) ? stored(value) : parse(value);
  if (!parsed) return value.trim();
  return parsed.countryCallingCode === DEFAULT_CALLING_CODE
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** A stored E.164 number, or undefined when its country code is not one the library knows. */
function stored(value: string): PhoneNumber | undefined {
  try {
    return new PhoneNumber(value as PhoneNumber['number']);
  } catch {
    return undefined;
  }
}
