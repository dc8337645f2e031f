import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/language';
import { formatDay } from '../../lib/member-format';

/**
 * A stored 'YYYY-MM-DD' day as the hire's language writes a date (issue 43: dates follow the
 * language), read as a calendar day with no time-zone shift; English is en-AU's 09/08/1994 as
 * before, and a blank day is 'Not provided' in the language shown.
 */
export function useDayText(): (value: unknown) => string {
  const { t, i18n } = useTranslation('wizard');
  const locale = useLocale();
  return useMemo(() => {
    if (i18n.language === 'en') return formatDay;
    const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    return (value: unknown) => {
      const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
      if (!match) {
        const shown = value === undefined || value === null ? '' : String(value).trim();
        return shown === '' ? t('review.notProvided') : shown;
      }
      const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
      return format.format(new Date(y, m - 1, d));
    };
  }, [i18n.language, locale, t]);
}
