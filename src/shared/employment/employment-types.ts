import type { BasisOfPayment, FairWorkStatement } from '../choice-labels';

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

/**
 * The Single Touch Payroll income type the employer reports a hire's pay under (STP Phase 2:
 * SAW, WHM, CHP, LAB): the employer's determination, as the employment type is (issue 41 item 2).
 */
export const STP_INCOME_TYPES = [
  'salary-and-wages',
  'working-holiday-maker',
  'closely-held',
  'labour-hire',
] as const;
export type StpIncomeType = (typeof STP_INCOME_TYPES)[number];
export const STP_INCOME_TYPE_LABELS: Record<StpIncomeType, string> = {
  'salary-and-wages': 'Salary and wages',
  'working-holiday-maker': 'Working holiday maker',
  'closely-held': 'Closely held payee',
  'labour-hire': 'Labour hire',
};

/**
 * The income type the hire's tax answers point to: a working holiday maker's residency (NAT 3092)
 * is one, a labour hire basis of payment another, anything else salary and wages.
 */
export function incomeTypeFromTax(
  tax: { australianResident: string; basisOfPayment: string } | null,
): StpIncomeType {
  if (tax?.australianResident === 'working-holiday-maker') return 'working-holiday-maker';
  if (tax?.basisOfPayment === 'labour-hire') return 'labour-hire';
  return 'salary-and-wages';
}

/**
 * Whether the income type HR gave does not fit the hire's tax answers. A closely held payee's
 * answers point to salary and wages (only the employer knows the relationship): that fits.
 */
export function incomeTypeDiffers(given: StpIncomeType, fromTax: StpIncomeType): boolean {
  return given !== fromTax && !(given === 'closely-held' && fromTax === 'salary-and-wages');
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

const EXTRA_STATEMENT: Partial<Record<EmploymentType, FairWorkStatement>> = {
  casual: 'ceis',
  'fixed-term': 'ftcis',
};

/**
 * The Fair Work statements a hire of this employment type is given when they start: the Fair Work
 * Information Statement (s 125) to every one, the Casual Employment Information Statement (s 125A)
 * also to a casual, the Fixed Term Contract Information Statement (s 333K) also to a fixed-term one.
 * The employer's type decides, not the hire's tax answer (Fair Work Act s 15A).
 */
export function statementsForEmploymentType(type: EmploymentType): FairWorkStatement[] {
  const extra = EXTRA_STATEMENT[type];
  return extra ? ['fwis', extra] : ['fwis'];
}
