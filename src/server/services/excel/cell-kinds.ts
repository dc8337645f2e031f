import type { InferSelectModel } from 'drizzle-orm';
import { choiceLabel, yesNoLabel } from '../../../shared/choice-labels';
import { formatPhone } from '../../../shared/validators/phone';
import type { superfundChoices } from '../../db/schema/superfund-choices';
import type { taxDeclarations } from '../../db/schema/tax-declarations';
import type { teamMembers } from '../../db/schema/team-members';
import type { vevoChecks } from '../../db/schema/vevo-checks';
import { dateSerial, momentSerial } from './excel-dates';

// The kinds of the Excel sheet's cells: how each cell is made from what the database sends. This module
// runs in the export's worker thread, so it imports no database or schema code (types only):
// `member-columns.ts` turns each column's `source` into the query's select list.

/** How a column's cells are written: text, a date (dd/mm/yyyy) or a date and time in the employer's zone. */
export type ColumnKind = 'text' | 'date' | 'dateTime';

/**
 * A cell's value: text, or for a date column the date's serial day number. A date column's
 * stored value that is not a real date is written as the text it is.
 */
export type CellValue = string | number;

/** A column's value as the database sends it in the row's JSON array (null: no such row). */
export type RawValue = string | number | boolean | null;

/**
 * Where a column's value comes from: a column of the member (`m`), of their tax declaration
 * (`tax`) or of their super choice (`sf`), by its name in the Drizzle schema.
 */
export type CellSource =
  | `m.${keyof InferSelectModel<typeof teamMembers>}`
  | `tax.${keyof InferSelectModel<typeof taxDeclarations>}`
  | `sf.${keyof InferSelectModel<typeof superfundChoices>}`
  | `vc.${keyof InferSelectModel<typeof vevoChecks>}`
  /** A visa holder without a recorded VEVO check (member-columns.ts computes it). */
  | 'calc.needsVevoCheck'
  /** The member's last change or latest resubmission, the later (member-columns.ts). */
  | 'calc.lastUpdated'
  /** The TFN the fund gets: the super choice's, else the tax declaration's (member-columns.ts). */
  | 'calc.superTaxFileNumber';

export interface MemberCell {
  header: string;
  width: number;
  /** A 'dateTime' column is selected as seconds since 1970 (`member-columns.ts`). */
  kind: ColumnKind;
  source: CellSource;
  /** Whether the selected value is encrypted: `value` then gets it opened ('' for none). */
  encrypted?: true;
  /**
   * Health or other sensitive information (the catalogue's `sensitive`, Privacy Act 1988 s 6): its
   * column is left out of an export for a reader not shown it (issue 42 item 3).
   */
  sensitive?: true;
  /** The cell, from the selected (for an encrypted field, opened) value. */
  /** The cell, from the selected value; a moment reads in `timeZone` (the employer's). */
  value: (raw: RawValue, timeZone: string) => CellValue;
}

export const str = (raw: RawValue) => (typeof raw === 'string' ? raw : '');

export const text = (source: CellSource, header: string, width = 16): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  value: str,
});
/** A phone number as the app shows it: '(02) 9726 1234', '+84 912 345 678' (stored in E.164). */
export const phone = (source: CellSource, header: string, width = 16): MemberCell => ({
  ...text(source, header, width),
  value: (raw) => formatPhone(str(raw)),
});
/** Yes or No; '' when the tax or super row it belongs to does not exist. */
export const flag = (
  source: CellSource,
  header: string,
  width = 16,
  yes: (raw: RawValue) => boolean = (raw) => raw === true,
): MemberCell => ({
  header,
  width,
  kind: 'text' as const,
  source,
  value: (raw: RawValue) => (raw === null ? '' : yesNoLabel(yes(raw))),
});
/** Whether a file (photo, initial) is held. */
export const held = (source: CellSource, header: string, width = 16): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  value: (raw) => yesNoLabel(raw !== null),
});
/** A stored 'YYYY-MM-DD' as a date cell, or as it is ('' stays empty) when it is not a date. */
export const day = (source: CellSource, header: string): MemberCell => ({
  header,
  width: 12,
  kind: 'date',
  source,
  value: (raw) => (typeof raw === 'string' ? (dateSerial(raw) ?? raw) : ''),
});
/** A timestamp (selected as seconds since 1970) as a date-and-time cell in the employer's zone; '' for none. */
export const moment = (source: CellSource, header: string): MemberCell => ({
  header,
  width: 22,
  kind: 'dateTime',
  source,
  value: (raw, timeZone) => (typeof raw === 'number' ? (momentSerial(raw * 1000, timeZone) ?? '') : ''),
});
/** An encrypted field, opened (and formatted) for the export: the full values are needed here. */
export const secret = (
  source: CellSource,
  header: string,
  width = 16,
  format = (plain: string) => plain,
): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  encrypted: true,
  value: (plain) => (typeof plain === 'string' && plain !== '' ? format(plain) : ''),
});
/**
 * A stored choice in the wording the form showed it (choice-labels.ts, as the PDF prints it),
 * or the stored value itself if it is not (or no longer) one.
 */
export const labelled = <K extends string>(
  source: CellSource,
  labels: Readonly<Record<K, string>>,
  header: string,
  width = 16,
): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  value: (raw: RawValue) => (typeof raw === 'string' ? choiceLabel(labels, raw) : ''),
});
