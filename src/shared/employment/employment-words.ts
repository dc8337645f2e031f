import type { EmploymentAnswer } from '../answers/employment';
import { formatIsoDay } from '../date-time-format';
import { classificationLabel, ENTERPRISE_AGREEMENT, employmentInstrumentLabel } from './awards';
import {
  EMPLOYMENT_TYPE_LABELS,
  PAY_RATE_UNIT_LABELS,
  PAY_SCHEDULE_LABELS,
  STP_INCOME_TYPE_LABELS,
} from './employment-types';

/**
 * The employer's employment details as rows of words (decision 099): the hire's read-only card,
 * HR's detail screen. Only what was given is listed.
 */
export function employmentRows(
  employment: EmploymentAnswer,
  context: { employingEntity: string; lslScheme: { name: string; numberLabel: string } | null },
): [string, string][] {
  const e = employment;
  const rows: [string, string][] = [['Employment type', EMPLOYMENT_TYPE_LABELS[e.employmentType]]];
  if (e.endDate) rows.push(['Contract ends', formatIsoDay(e.endDate)]);
  rows.push(['Employed by', context.employingEntity]);
  rows.push([
    'Award or agreement',
    e.instrument === ENTERPRISE_AGREEMENT ? e.agreementName : employmentInstrumentLabel(e.instrument),
  ]);
  if (e.classification) rows.push(['Classification', classificationLabel(e.instrument, e.classification)]);
  if (e.hoursPerWeek) rows.push(['Ordinary hours a week', e.hoursPerWeek]);
  rows.push(['Pay rate', `$${e.payRate} ${PAY_RATE_UNIT_LABELS[e.payRateUnit].toLowerCase()}`]);
  rows.push(['Paid', PAY_SCHEDULE_LABELS[e.paySchedule]]);
  if (e.incomeType) rows.push(['STP income type', STP_INCOME_TYPE_LABELS[e.incomeType]]);
  if (context.lslScheme)
    rows.push([
      'Long service leave scheme',
      e.lslNumber
        ? `${context.lslScheme.name}, ${context.lslScheme.numberLabel.toLowerCase()} ${e.lslNumber}`
        : context.lslScheme.name,
    ]);
  return rows;
}
