import { sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { formatIsoDay } from '../../../shared/date-time-format';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { applicationsBase } from '../applications/list-applications';
import type { Cipher } from '../crypto/cipher';
import {
  EMPLOYMENT_HERO_COLUMNS,
  type EmploymentHeroEmployee,
  toEmploymentHeroEmployee,
} from './employment-hero-model';
import type { DefaultFund } from '../../../shared/schemas/employer-settings';
import { loadPayrollEmployee } from './payroll-employee';
import employmentHeroModel from './published-models/employment-hero-au-unstructured-employee.schema.json' with { type: 'json' };

// Employment Hero Payroll's employee import file (issue 41 item 3): one row per approved hire,
// its columns the published model's names in the model's order (employment-hero-model.ts). The
// vendor's import specification reads a date as dd/mm/yyyy and a yes/no as True or False.

const properties = employmentHeroModel.properties as Record<string, { type: string; format?: string }>;

/** One cell as the import reads it. */
function cell(column: string, value: EmploymentHeroEmployee[keyof EmploymentHeroEmployee]): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  return properties[column]?.format === 'date-time' ? formatIsoDay(value) : value;
}

/** The approved applications, the soonest planned start first (as 'Ready for payroll' lists them). */
async function approvedApplicationIds(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select b.id from (${applicationsBase}) b where b.state = 'approved'
      order by nullif(b.planned_start_date, '') asc nulls last, b.id asc`,
  );
  return rows.map((row) => row.id);
}

/**
 * The file and how many hires it holds. A text a spreadsheet would run as a formula (= + - @ at
 * its start) is written with a leading quote mark, as the other CSV downloads are.
 */
export async function employmentHeroImportFile(
  db: Db,
  cipher: Cipher,
  employer: { legalName: string; abn: string },
  /** The employer's default fund now: names the fund of a default-fund choice that recorded none. */
  defaultFund: DefaultFund | null = null,
): Promise<{ csv: string; count: number }> {
  const rows: string[][] = [];
  for (const id of await approvedApplicationIds(db)) {
    const employee = await loadPayrollEmployee(db, cipher, employer, id, defaultFund);
    if (!employee) continue;
    const record = toEmploymentHeroEmployee(employee);
    rows.push(EMPLOYMENT_HERO_COLUMNS.map((column) => cell(column, record[column])));
  }
  const csv = stringify(rows, {
    header: true,
    columns: EMPLOYMENT_HERO_COLUMNS,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return { csv, count: rows.length };
}
