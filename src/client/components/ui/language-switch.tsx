import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../../shared/i18n/languages';
import { chooseLanguage } from '../../lib/language';

/**
 * The language switch on every hire screen (issue 43): the phone's own picker, each language
 * named in its own script (a reader of Punjabi looks for ਪੰਜਾਬੀ, not 'Punjabi'), with the word
 * 'Language' in the language shown and a globe any reader recognises.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <label className="flex min-h-11 items-center gap-1 text-sm text-slate-700">
      <span aria-hidden="true">🌐</span>
      <span className="sr-only">{t('language.label')}</span>
      <select
        className="min-h-11 max-w-36 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
        value={current}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void chooseLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
