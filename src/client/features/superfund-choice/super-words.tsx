import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LegalChoice } from '../../components/ui/legal-choice';
import { LegalText } from '../../components/ui/legal-text';
import { useTranslateMessage } from '../../lib/translate-message';

export type SuperKey = ParseKeys<'super'>;

/**
 * The super screens' words (namespace `super`): `t`, the standard choice form's wording in English
 * with its translation (`legal`, `choice`), and a schema's or the server's message in the hire's
 * language (`error`).
 */
export function useSuperWords() {
  const { t, i18n } = useTranslation('super');
  const translate = useTranslateMessage();
  const english = (key: SuperKey) => t(key, { lng: 'en' });
  return {
    t,
    i18n,
    /**
     * A label of the standard choice form: English (lang="en"), its translation under it. A
     * required one's ' *' ends the English line, not the translation (its field is given
     * aria-required).
     */
    legal: (key: SuperKey, isRequired = false) => (
      <LegalText
        variant="inline"
        english={isRequired ? `${english(key)} *` : english(key)}
        translation={t(key)}
      />
    ),
    /** An option the hire taps, in the form's words, with its translation. */
    choice: (key: SuperKey) => <LegalChoice english={english(key)} translation={t(key)} />,
    /** A schema's or the server's message in the hire's language (the `validation` namespace). */
    error: (message: string | undefined): string | undefined => message && translate(message),
  };
}

/** A plain-words explanation (issue 43 item 3), in the hire's language. */
export function Explain({ children }: { children: string }) {
  return <span className="mt-1 block text-slate-700">{children}</span>;
}
