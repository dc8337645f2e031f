import { VEVO_RESULT_LABELS } from '../../../shared/choice-labels';
import { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import type { Cipher } from '../crypto/cipher';
import { catalogueCells } from './catalogue-cells';
import {
  type CellValue,
  day,
  flag,
  held,
  labelled,
  type MemberCell,
  moment,
  type RawValue,
  text,
} from './cell-kinds';

// The Excel sheet's columns: the record catalogues' (shared/catalogue/*) and the sheet's own (the
// id, the VEVO check, the submission moments, retention). This module runs in the export's worker
// thread, so it imports no database or schema code (types only): `member-columns.ts` turns each
// column's `source` into the query's select list.

export type { CellSource, CellValue, ColumnKind, MemberCell, RawValue } from './cell-kinds';

const PERSONAL = catalogueCells(PERSONAL_INFORMATION, 'm');
/** The VEVO columns follow the visa's. */
const AFTER_VISA = PERSONAL.findIndex((c) => c.source === 'm.vevoConsent') + 1;

/**
 * Every member column, the tax declaration, the super choice, then retention; dates are date
 * cells shown dd/mm/yyyy (spec §9). The first column is the member's id (the keyset of paging).
 */
export const MEMBER_CELLS: MemberCell[] = [
  text('m.id', 'ID', 38),
  ...PERSONAL.slice(0, AFTER_VISA),
  // Right to work (issue 22 §3, decision 032): the visa's details and the employer's VEVO check.
  flag('calc.needsVevoCheck', 'VEVO Check Needed', 12),
  day('vc.checkedOn', 'VEVO Checked On'),
  labelled('vc.result', VEVO_RESULT_LABELS, 'VEVO Result', 22),
  text('vc.reference', 'VEVO Reference'),
  text('vc.conditions', 'VEVO Conditions', 20),
  text('vc.officer', 'VEVO Officer', 20),
  ...PERSONAL.slice(AFTER_VISA),
  held('m.signatureFileId', 'Initial Provided', 13),
  ...catalogueCells(TAX_DECLARATION, 'tax'),
  moment('tax.submittedAt', 'Tax Declaration Submitted At'),
  ...catalogueCells(SUPERFUND_CHOICE, 'sf'),
  moment('sf.submittedAt', 'Super Choice Submitted At'),
  moment('m.createdAt', 'Onboarding Date'),
  moment('calc.lastUpdated', 'Last Updated'),
  text('m.dataDownloadedBy', 'Downloaded By'),
  moment('m.dataDownloadedAt', 'Downloaded At'),
  flag('m.approvedForDeletion', 'Approved for Deletion'),
  text('m.approvedBy', 'Approved By'),
  moment('m.approvedAt', 'Approved At'),
  text('m.approvalNotes', 'Approval Notes', 30),
];

/**
 * The indexes of the columns a reader sees: every column to one shown sensitive information, the
 * others without the sensitive ones (issue 42 item 3).
 */
export const shownCellIndexes = (sensitive: boolean): number[] =>
  MEMBER_CELLS.flatMap((c, i) => (sensitive || !c.sensitive ? [i] : []));

/** The columns a reader sees (`shownCellIndexes`). */
export const shownMemberCells = (sensitive: boolean): MemberCell[] =>
  shownCellIndexes(sensitive).map((i) => MEMBER_CELLS[i]!);

/**
 * The cells of a page of members (each its JSON array, parsed), the encrypted fields opened with
 * `cipher` (node:crypto's AES-256-GCM; a value that does not authenticate throws).
 */
export function memberCells(
  page: readonly (readonly RawValue[])[],
  cipher: Cipher,
  timeZone: string,
): CellValue[][] {
  return page.map((raw) => {
    const cells = new Array<CellValue>(MEMBER_CELLS.length);
    for (let i = 0; i < MEMBER_CELLS.length; i++) {
      const column = MEMBER_CELLS[i]!;
      const value = raw[i] ?? null;
      cells[i] = column.value(
        column.encrypted ? cipher.decrypt(typeof value === 'string' ? value : '') : value,
        timeZone,
      );
    }
    return cells;
  });
}
