import { COUNTRIES, countryName } from '../../../shared/countries';

const names = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the hire's language (the browser's own names, Intl.DisplayNames); English
 * keeps the maintained list's names, as the PDF and payroll have them. The stored value is the
 * ISO code either way.
 */
export function localCountryName(code: string, language: string, locale: string): string {
  if (language === 'en') return countryName(code);
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? countryName(code);
  } catch {
    return countryName(code);
  }
}

/** The passport countries as options, in the hire's language and its alphabetical order. */
export function countryOptions(language: string, locale: string): { value: string; label: string }[] {
  if (language === 'en') return COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
  const collator = new Intl.Collator(locale);
  return COUNTRIES.map((c) => ({ value: c.code, label: localCountryName(c.code, language, locale) })).sort(
    (a, b) => collator.compare(a.label, b.label),
  );
}
