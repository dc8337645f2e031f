// The stored option values of the tax and super forms (DESIGN.md §3.13, §3.14), as printed.

export const TFN_EXEMPTION: Record<string, string> = {
  applied: 'I have made a separate application/enquiry to the ATO for a new or existing TFN',
  under18: 'Under 18 years of age',
  pension: 'Pension/benefit recipient',
};

export const BASIS_OF_PAYMENT: Record<string, string> = {
  'full-time': 'Full-time employment',
  'part-time': 'Part-time employment',
  casual: 'Casual employment',
  'labour-hire': 'Labour hire',
  'super-income-stream': 'Superannuation or annuity income stream',
};

export const RESIDENCY: Record<string, string> = {
  resident: 'Australian resident for tax purposes',
  'foreign-resident': 'Foreign resident for tax purposes',
  'working-holiday-maker': 'Working holiday maker',
};

export const FUND_CHOICE: Record<string, string> = {
  cbus: 'Cbus (employer default fund)',
  custom: 'My own fund',
  stapled: 'Keep my existing (stapled) fund — employer requests it from the ATO',
};

export const yesNo = (value: boolean | string | undefined) =>
  value === true || value === 'yes' ? 'Yes' : value === false || value === 'no' ? 'No' : undefined;

/** '••••5678': only the last four digits of an account number (DESIGN.md §3.16). */
export function maskAccount(value: string | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '') ?? '';
  if (!digits) return undefined;
  return `••••${digits.slice(-4)}`;
}
