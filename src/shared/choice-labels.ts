// The choices of the tax declaration and the super choice, and how each is shown. Kept apart from
// their zod schemas so that code without a schema (the Excel export's worker thread) loads no zod.

/** NAT 3092 question 1: the choices offered instead of a TFN. */
export const TFN_EXEMPTIONS = ['applied', 'under18', 'pension'] as const;
export type TfnExemption = (typeof TFN_EXEMPTIONS)[number];
export const TFN_EXEMPTION_LABELS: Record<TfnExemption, string> = {
  applied: 'I have made a separate application/enquiry to the ATO for a new or existing TFN',
  under18: 'Under 18 years of age',
  pension: 'Pension/benefit recipient',
};

/** NAT 3092 question 6: 'On what basis are you paid?' */
export const BASIS_OF_PAYMENT = [
  'full-time',
  'part-time',
  'casual',
  'labour-hire',
  'super-income-stream',
] as const;
export type BasisOfPayment = (typeof BASIS_OF_PAYMENT)[number];
export const BASIS_OF_PAYMENT_LABELS: Record<BasisOfPayment, string> = {
  'full-time': 'Full-time employment',
  'part-time': 'Part-time employment',
  casual: 'Casual employment',
  'labour-hire': 'Labour hire',
  'super-income-stream': 'Superannuation or annuity income stream',
};

/** NAT 3092 question 7: residency for tax purposes. */
export const RESIDENCY_STATUSES = ['resident', 'foreign-resident', 'working-holiday-maker'] as const;
export type ResidencyStatus = (typeof RESIDENCY_STATUSES)[number];
export const RESIDENCY_LABELS: Record<ResidencyStatus, string> = {
  resident: 'An Australian resident for tax purposes',
  'foreign-resident': 'A foreign resident for tax purposes',
  'working-holiday-maker': 'A working holiday maker',
};

/** OPTION 1 the employer's default fund, OPTION 2 the employee's own, OPTION 3 (DESIGN §3.14) stapled. */
export const FUND_CHOICES = ['cbus', 'custom', 'stapled'] as const;
export type FundChoice = (typeof FUND_CHOICES)[number];

export const FUND_CHOICE_LABELS: Record<FundChoice, string> = {
  cbus: "OPTION 1: Cbus, the employer's default fund",
  custom: 'OPTION 2: My own super fund',
  stapled:
    'OPTION 3: I already have a super account and want to keep it: my employer will ask the ATO for my stapled fund',
};

/** Short names for lists and exports (the admin's Excel sheet, the data-retention table). */
export const FUND_CHOICE_SHORT_LABELS: Record<FundChoice, string> = {
  cbus: 'Cbus (default fund)',
  custom: 'Own fund',
  stapled: 'Stapled fund (payroll asks the ATO)',
};
