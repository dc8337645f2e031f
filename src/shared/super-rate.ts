// Superannuation guarantee rate by date (DESIGN §3.9), instead of the spec's fixed 11%.
// Rows are ordered by start date; add a row when the legislated rate changes.

export interface SuperGuaranteeRateRow {
  /** First day the rate applies, 'YYYY-MM-DD'. */
  readonly from: string;
  /** Percentage of `base`. */
  readonly rate: number;
  /**
   * What the rate is a percentage of: ordinary time earnings until Payday Super (in force
   * 1 July 2026), qualifying earnings from then on.
   */
  readonly base: 'ordinary time earnings' | 'qualifying earnings';
}

export const SUPER_GUARANTEE_RATES: readonly SuperGuaranteeRateRow[] = [
  // Earlier rows so that an older declaration date shows the rate of its day.
  { from: '2014-07-01', rate: 9.5, base: 'ordinary time earnings' },
  { from: '2021-07-01', rate: 10, base: 'ordinary time earnings' },
  { from: '2022-07-01', rate: 10.5, base: 'ordinary time earnings' },
  { from: '2023-07-01', rate: 11, base: 'ordinary time earnings' },
  { from: '2024-07-01', rate: 11.5, base: 'ordinary time earnings' },
  { from: '2025-07-01', rate: 12, base: 'ordinary time earnings' },
  // Payday Super (Treasury Laws Amendment (Payday Superannuation) Act 2025): paid with each
  // payday, on qualifying earnings.
  { from: '2026-07-01', rate: 12, base: 'qualifying earnings' },
];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A Date is read as a calendar day in the local time zone (the employee's, in the browser). */
function toIsoDay(date: Date | string): string {
  if (typeof date === 'string') return date.slice(0, 10);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The rate (a percentage, e.g. 11.5) in force on the given day. Dates before the first row
 * fall back to the earliest row. Accepts a Date or an ISO 'YYYY-MM-DD' string.
 */
export function superGuaranteeRate(date: Date | string): number {
  return superGuaranteeRow(date).rate;
}

/** The row of the table in force on the given day (the earliest before the first row). */
export function superGuaranteeRow(date: Date | string): SuperGuaranteeRateRow {
  const day = toIsoDay(date);
  let current = SUPER_GUARANTEE_RATES[0]!;
  for (const row of SUPER_GUARANTEE_RATES) {
    if (row.from <= day) current = row;
  }
  return current;
}

/** The employer's duty on the given day, as the PDF prints it: 'At least 12% of qualifying earnings'. */
export function superGuaranteeDuty(date: Date | string): string {
  const { rate, base } = superGuaranteeRow(date);
  return `At least ${rate}% of ${base}`;
}

/** The same duty as the super screen says it to the hire. */
export function superGuaranteeStatement(date: Date | string): string {
  const { rate, base } = superGuaranteeRow(date);
  return `Your employer must contribute at least ${rate}% of your ${base} to your super fund.`;
}
