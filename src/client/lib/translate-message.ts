import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { validationKeyOf } from '../../shared/i18n/validation-messages';
import { i18next } from './i18n';

type Translate = (key: string, options: Record<string, unknown>) => string;

const inLanguage = (translate: Translate, message: string): string => {
  const found = validationKeyOf(message);
  if (!found) return message;
  return translate(found.key, { ns: 'validation', ...found.values, defaultValue: message });
};

/**
 * A schema's English message (a field's error, or the server's) in the language shown: its key in
 * the `validation` namespace, else the message as it came (issue 43 item 1). Staff screens show
 * English, so there it is the message itself.
 */
export function translateMessage(message: string): string {
  return inLanguage(i18next.t as unknown as Translate, message);
}

/** translateMessage for a component, which renders again when the language changes. */
export function useTranslateMessage(): (message: string) => string {
  const { t } = useTranslation('validation');
  return useCallback((message: string) => inLanguage(t as unknown as Translate, message), [t]);
}
