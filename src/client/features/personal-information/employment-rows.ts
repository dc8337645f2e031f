import { useTranslation } from 'react-i18next';
import type { EmploymentAnswer } from '../../../shared/answers/employment';
import {
  classificationLabel,
  ENTERPRISE_AGREEMENT,
  employmentInstrumentLabel,
} from '../../../shared/employment/awards';
import { employmentRows } from '../../../shared/employment/employment-words';
import { useDayText } from './day-text';

type Context = Parameters<typeof employmentRows>[1];

/**
 * The employer's employment details as the hire reads them on position details (decision 099), in
 * the language shown: English is HR's own rows (shared/employment); another language translates
 * the words and keeps the names (the employer, the award or agreement, the classification, the
 * long service leave scheme) as they are, since those are what the documents name.
 */
export function useEmploymentRows(): (employment: EmploymentAnswer, context: Context) => [string, string][] {
  const { t, i18n } = useTranslation('wizard');
  const day = useDayText();
  if (i18n.language === 'en') return employmentRows;
  return (e, context) => {
    const rows: [string, string][] = [
      [t('position.employment.type'), t(`position.employment.types.${e.employmentType}`)],
    ];
    if (e.endDate) rows.push([t('position.employment.endDate'), day(e.endDate)]);
    rows.push([t('position.employment.employer'), context.employingEntity]);
    rows.push([
      t('position.employment.instrument'),
      e.instrument === ENTERPRISE_AGREEMENT ? e.agreementName : employmentInstrumentLabel(e.instrument),
    ]);
    if (e.classification)
      rows.push([
        t('position.employment.classification'),
        classificationLabel(e.instrument, e.classification),
      ]);
    if (e.hoursPerWeek) rows.push([t('position.employment.hours'), e.hoursPerWeek]);
    rows.push([
      t('position.employment.payRate'),
      t(`position.employment.rates.${e.payRateUnit}`, { rate: `$${e.payRate}` }),
    ]);
    rows.push([t('position.employment.paid'), t(`position.employment.schedules.${e.paySchedule}`)]);
    if (e.incomeType)
      rows.push([t('position.employment.incomeType'), t(`position.employment.incomeTypes.${e.incomeType}`)]);
    if (context.lslScheme)
      rows.push([
        t('position.employment.lsl'),
        e.lslNumber
          ? t('position.employment.lslNumber', { scheme: context.lslScheme.name, number: e.lslNumber })
          : context.lslScheme.name,
      ]);
    return rows;
  };
}
