import { useTranslation } from 'react-i18next';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import { useDayText } from './day-text';

/**
 * A licence's number, class, issuer and expiry on one line, in the language shown (lib/licences'
 * licenceLine is the English one): '12345, class C, NSW (expires 01/02/2030)'.
 */
export function useLicenceLine() {
  const { t } = useTranslation('wizard');
  const day = useDayText();
  return (l: Pick<LicenceAnswer, 'number' | 'licenceClass' | 'issuer' | 'expiryDate'>): string => {
    const parts = [l.number, l.licenceClass && t('cards.class', { licenceClass: l.licenceClass }), l.issuer]
      .filter(Boolean)
      .join(t('cards.separator'));
    return l.expiryDate ? t('cards.expires', { details: parts, date: day(l.expiryDate) }) : parts;
  };
}
