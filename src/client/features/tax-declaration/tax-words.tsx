import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  FIRST_NAME_REQUIRED,
  HOME_COUNTRY_REQUIRED,
  NAMES_SPLIT_MISMATCH,
  TAX_MESSAGES,
  TFN_INVALID,
  TFN_OR_EXEMPTION_REQUIRED,
  TFN_RESERVED,
  UNDER_18_ONLY,
} from '../../../shared/schemas/tax-declaration';
import { ONE_LINE_MESSAGE } from '../../../shared/schemas/fields';
import { LegalChoice } from '../../components/ui/legal-choice';
import { LegalText } from '../../components/ui/legal-text';

export type TaxKey = ParseKeys<'tax'>;

/**
 * The declaration's messages (the shared schema's English, as the server also sends them) and
 * their keys: a message the form or the server gives is shown in the hire's language.
 */
const ERROR_KEYS: Record<string, TaxKey> = {
  [TFN_INVALID]: 'errors.tfnInvalid',
  [TFN_OR_EXEMPTION_REQUIRED]: 'errors.tfnOrExemption',
  [UNDER_18_ONLY]: 'errors.under18Only',
  [TFN_RESERVED]: 'errors.tfnReserved',
  [HOME_COUNTRY_REQUIRED]: 'errors.homeCountry',
  [FIRST_NAME_REQUIRED]: 'errors.firstName',
  [NAMES_SPLIT_MISMATCH]: 'errors.namesSplit',
  [TAX_MESSAGES.basisOfPayment]: 'errors.basisOfPayment',
  [TAX_MESSAGES.australianResident]: 'errors.australianResident',
  [TAX_MESSAGES.claimTaxFreeThreshold]: 'errors.claimTaxFreeThreshold',
  [TAX_MESSAGES.hasHELPDebt]: 'errors.hasHELPDebt',
  [TAX_MESSAGES.signature]: 'errors.initial',
  [ONE_LINE_MESSAGE]: 'errors.oneLine',
};

/**
 * The tax screens' words (namespace `tax`): `t`, the ATO's wording in English with its translation
 * (`legal`, `choice`), and a schema's or the server's message in the hire's language (`error`).
 */
export function useTaxWords() {
  const { t, i18n } = useTranslation('tax');
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
    /** A message shown in the hire's language when it is one of ours; another is shown as it came. */
    error: (message: string | undefined): string | undefined => {
      if (!message) return message;
      const key = ERROR_KEYS[message];
      return key ? t(key) : message;
    },
  };
}

/** A plain-words explanation under a question (issue 43 item 3), in the hire's language. */
export function Explain({ children }: { children: string }) {
  return <span className="mt-1 block text-slate-700">{children}</span>;
}
