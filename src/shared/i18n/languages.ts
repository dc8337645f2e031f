import { z } from 'zod/mini';

/**
 * The languages a hire can use (issue 43, decision 110). English is the spec's wording and the
 * language of everything signed; the others translate what the hire reads. Each has its own
 * folder in shared/locales with an about.json saying how it was translated and whether a native
 * speaker has reviewed it.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', englishName: 'English', dir: 'ltr', locale: 'en-AU' },
  { code: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', dir: 'ltr', locale: 'vi-VN' },
  {
    code: 'zh-Hans',
    name: '简体中文',
    englishName: 'Chinese (Simplified)',
    dir: 'ltr',
    locale: 'zh-Hans-CN',
  },
  { code: 'ar', name: 'العربية', englishName: 'Arabic', dir: 'rtl', locale: 'ar' },
  { code: 'pa', name: 'ਪੰਜਾਬੀ', englishName: 'Punjabi', dir: 'ltr', locale: 'pa-IN' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [Language, ...Language[]];
export const languageSchema = z.enum(LANGUAGE_CODES);
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a policy document may be translated into: the hire's, but English (the document itself). */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== 'en') as [
  Exclude<Language, 'en'>,
  ...Exclude<Language, 'en'>[],
];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
export const translationLanguageSchema = z.enum(TRANSLATION_LANGUAGES);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageInfo = (code: Language) => LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

/**
 * The first of the browser's preferred languages (BCP 47 tags, best first) that we have: an exact
 * tag, then its language ('vi-VN' is vi). Chinese written in simplified characters (zh, zh-CN,
 * zh-SG, zh-Hans-*) is zh-Hans; traditional (zh-TW, zh-HK, zh-Hant) is not offered, so English.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const [base] = lower.split('-');
    if (base === 'zh') {
      if (/^zh(-hans.*|-cn|-sg)?$/.test(lower)) return 'zh-Hans';
      continue;
    }
    const match = LANGUAGES.find((l) => l.code === base);
    if (match) return match.code;
  }
  return DEFAULT_LANGUAGE;
}
