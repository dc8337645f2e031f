import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LegalChoice } from '../../components/ui/legal-choice';
import { LegalText } from '../../components/ui/legal-text';
import { useTranslateMessage } from '../../lib/translate-message';

export type TaxKey = ParseKeys<'tax'>;

/**
 * The tax screens' words (namespace `tax`): `t`, the ATO's wording in English with its translation
 * (`legal`, `choice`), and a schema's or the server's message in the hire's language (`error`).
 */
export function useTaxWords() {
  const { t, i18n } = useTranslation('tax');
  const translate = useTranslateMessage();
  const english = (key: TaxKey) => t(key, { lng: 'en' });
  return {
    t,
    i18n,
    /**
     * A NAT 3092 question or label: English (lang="en"), its translation under it. A required
     * one's ' *' ends the English line, not the translation (its field is given aria-required).
     */
    legal: (key: TaxKey, isRequired = false) => (
      <LegalText
        variant="inline"
        english={isRequired ? `${english(key)} *` : english(key)}
        translation={t(key)}
      />
    ),
    /** An answer the hire taps, in the ATO's words, with its translation. */
    choice: (key: TaxKey) => <LegalChoice english={english(key)} translation={t(key)} />,
    /** A schema's or the server's message in the hire's language (the `validation` namespace). */
    error: (message: string | undefined): string | undefined => message && translate(message),
  };
}

/** A plain-words explanation under a question (issue 43 item 3), in the hire's language. */
export function Explain({ children }: { children: string }) {
  return <span className="mt-1 block text-slate-700">{children}</span>;
}
