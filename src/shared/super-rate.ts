// Superannuation guarantee rate by date (DESIGN §3.9), instead of the spec's fixed 11%.
// Rows are ordered by start date; add a row when the legislated rate changes.

export interface SuperGuaranteeRateRow {
  /** First day the rate applies, 'YYYY-MM-DD'. */
  readonly from: string;
  /** Percentage of ordinary time earnings. */
  readonly rate: number;
}

export const SUPER_GUARANTEE_RATES: readonly SuperGuaranteeRateRow[] = [
  // Earlier rows so that an older declaration date shows the rate of its day.
  { from: '2014-07-01', rate: 9.5 },
  { from: '2021-07-01', rate: 10 },
  { from: '2022-07-01', rate: 10.5 },
  { from: '2023-07-01', rate: 11 },
  { from: '2024-07-01', rate: 11.5 },
  { from: '2025-07-01', rate: 12 },
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
  const day = toIsoDay(date);
  let current = SUPER_GUARANTEE_RATES[0]?.rate ?? 0;
  for (const row of SUPER_GUARANTEE_RATES) {
    if (row.from <= day) current = row.rate;
  }
  return current;
}
