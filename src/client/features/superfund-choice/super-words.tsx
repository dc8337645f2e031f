import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ONE_LINE_MESSAGE } from '../../../shared/schemas/fields';
import { ACCOUNT_NUMBER_INVALID, BSB_INVALID } from '../../../shared/schemas/bank-details';
import { FUND_CHOICE_REQUIRED, SUPERFUND_MESSAGES } from '../../../shared/schemas/superfund-choice';
import { TFN_INVALID, TFN_RESERVED } from '../../../shared/schemas/tax-declaration';
import { ESA_INVALID } from '../../../shared/super-funds/smsf-esa-aliases';
import { LegalChoice } from '../../components/ui/legal-choice';
import { LegalText } from '../../components/ui/legal-text';

export type SuperKey = ParseKeys<'super'>;

/**
 * The choice's messages (the shared schema's English, as the server also sends them) and their
 * keys: a message the form or the server gives is shown in the hire's language.
 */
const ERROR_KEYS: Record<string, SuperKey> = {
  [FUND_CHOICE_REQUIRED]: 'errors.fundChoice',
  [SUPERFUND_MESSAGES.fundName]: 'errors.fundName',
  [SUPERFUND_MESSAGES.fundAbn]: 'errors.fundAbn',
  [SUPERFUND_MESSAGES.fundUsi]: 'errors.fundUsi',
  [SUPERFUND_MESSAGES.fundUsiInvalid]: 'errors.fundUsiInvalid',
  [SUPERFUND_MESSAGES.fundAddress]: 'errors.fundAddress',
  [SUPERFUND_MESSAGES.smsfBsb]: 'errors.smsfBsb',
  [SUPERFUND_MESSAGES.smsfAccountNumber]: 'errors.smsfAccountNumber',
  [SUPERFUND_MESSAGES.smsfFundEsa]: 'errors.smsfFundEsa',
  [SUPERFUND_MESSAGES.signature]: 'errors.signature',
  [BSB_INVALID]: 'errors.bsbInvalid',
  [ACCOUNT_NUMBER_INVALID]: 'errors.accountNumberInvalid',
  [ESA_INVALID]: 'errors.esaInvalid',
  [TFN_INVALID]: 'errors.tfnInvalid',
  [TFN_RESERVED]: 'errors.tfnReserved',
  [ONE_LINE_MESSAGE]: 'errors.oneLine',
};

/**
 * The super screens' words (namespace `super`): `t`, the standard choice form's wording in English
 * with its translation (`legal`, `choice`), and a schema's or the server's message in the hire's
 * language (`error`).
 */
export function useSuperWords() {
  const { t, i18n } = useTranslation('super');
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
    /** A message shown in the hire's language when it is one of ours; another is shown as it came. */
    error: (message: string | undefined): string | undefined => {
      if (!message) return message;
      const key = ERROR_KEYS[message];
      return key ? t(key) : message;
    },
  };
}

/** A plain-words explanation (issue 43 item 3), in the hire's language. */
export function Explain({ children }: { children: string }) {
  return <span className="mt-1 block text-slate-700">{children}</span>;
}
