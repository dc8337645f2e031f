import { FAIR_WORK_STATEMENT_DEFAULT_URLS, FAIR_WORK_STATEMENT_TITLES } from '../choice-labels';
import type { BasisOfPayment } from '../choice-labels';

// The employer's side of a hire's employment (issue 41 item 1), as data. Whether a hire is
// casual, part-time or fixed-term is the employer's determination (Fair Work Act s 15A for
// casuals), so HR sets it at invitation and the statements the hire is given follow from it,
// not from the hire's own tax answer.

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'casual', 'fixed-term'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  casual: 'Casual',
  'fixed-term': 'Fixed-term (with an end date)',
};

/** A fixed-term contract ends at a set date, which HR must give (Fair Work Act s 333E limits its length). */
export const needsEndDate = (type: EmploymentType): boolean => type === 'fixed-term';

/**
 * The tax form's basis of payment (NAT 3092 question 6) that the employment type implies, which
 * the hire's answer defaults to. A fixed-term contract may be full-time or part-time, which the
 * type alone does not say, so the hire answers it.
 */
export function basisOfPaymentFor(type: EmploymentType): BasisOfPayment | null {
  return type === 'fixed-term' ? null : type;
}

export const PAY_SCHEDULES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PaySchedule = (typeof PAY_SCHEDULES)[number];
export const PAY_SCHEDULE_LABELS: Record<PaySchedule, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};

export const PAY_RATE_UNITS = ['hourly', 'daily', 'annually'] as const;
export type PayRateUnit = (typeof PAY_RATE_UNITS)[number];
export const PAY_RATE_UNIT_LABELS: Record<PayRateUnit, string> = {
  hourly: 'Per hour',
  daily: 'Per day',
  annually: 'Per year',
};

/**
 * The Fair Work Ombudsman's information statements: the Fair Work Information Statement to every
 * new employee (s 125), the Casual Employment Information Statement also to a casual (s 125A),
 * the Fixed Term Contract Information Statement also to a fixed-term employee (s 333K).
 */
export const EMPLOYMENT_STATEMENTS = ['fwis', 'ceis', 'ftcis'] as const;
export type EmploymentStatement = (typeof EMPLOYMENT_STATEMENTS)[number];
export const EMPLOYMENT_STATEMENT_TITLES: Record<EmploymentStatement, string> = {
  ...FAIR_WORK_STATEMENT_TITLES,
  ftcis: 'Fixed Term Contract Information Statement',
};
/** The Fair Work Ombudsman's own pages. */
export const EMPLOYMENT_STATEMENT_DEFAULT_URLS: Record<EmploymentStatement, string> = {
  ...FAIR_WORK_STATEMENT_DEFAULT_URLS,
  ftcis:
    'https://www.fairwork.gov.au/employment-conditions/information-statements/fixed-term-contract-information-statement',
};

const EXTRA_STATEMENT: Partial<Record<EmploymentType, EmploymentStatement>> = {
  casual: 'ceis',
  'fixed-term': 'ftcis',
};

/** The statements a hire of this employment type is given when they start. */
export function statementsForEmploymentType(type: EmploymentType): EmploymentStatement[] {
  const extra = EXTRA_STATEMENT[type];
  return extra ? ['fwis', extra] : ['fwis'];
}
