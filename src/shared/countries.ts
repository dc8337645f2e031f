import COUNTRY_NAMES from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };

// The country of a working holiday maker's passport (NAT 3092, STP's 'payee country'): ISO 3166-1
// alpha-2 codes and English names from the maintained `countries-list` package, not a typed list.
// The package also carries two codes that are not assigned in ISO 3166-1 (AC Ascension Island,
// part of SH; XK Kosovo, a user-assigned code): STP takes ISO codes only, so they are left out.

const NOT_ISO_3166_1 = new Set(['AC', 'XK']);

/** Every ISO 3166-1 alpha-2 code with its English name, by name. */
export const COUNTRIES: readonly { code: string; name: string }[] = Object.entries(
  COUNTRY_NAMES as Record<string, string>,
)
  .filter(([code]) => !NOT_ISO_3166_1.has(code))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c.name]));

export const isCountryCode = (code: string): boolean => BY_CODE.has(code);

/** 'GB' -> 'United Kingdom'; a value that is not a code is shown as stored. */
export const countryName = (code: string): string => BY_CODE.get(code) ?? code;
