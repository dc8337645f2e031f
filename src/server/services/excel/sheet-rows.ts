import type { Cipher } from '../crypto/cipher';
import { memberCells, type RawValue, shownCellIndexes, shownMemberCells } from './member-cells';
import { SheetXml } from './sheet-xml';
import { Utf8Chunks } from './utf8-chunks';

/**
 * Turns pages of members, each member the JSON array the export query selects, into rows of the
 * sheet's XML in UTF-8: the members' encrypted fields opened, their cells made and written. It
 * runs in the export's worker thread (`workers/sheet-rows.ts`), beside the thread that reads the
 * database.
 */
export class SheetRowsEncoder {
  private readonly sheet: SheetXml;
  private readonly bytes = new Utf8Chunks();
  /** The columns written: without the sensitive ones for a reader not shown them. */
  private readonly shown: number[] | null;

  constructor(
    private readonly cipher: Cipher,
    private readonly timeZone: string,
    sensitive = true,
  ) {
    this.sheet = new SheetXml(shownMemberCells(sensitive));
    this.shown = sensitive ? null : shownCellIndexes(false);
  }

  /** The rows of `members` as XML bytes, numbered from `firstRow` (the header is row 1). */
  encode(members: readonly string[], firstRow: number): Buffer[] {
    const rows = members.map((json) => JSON.parse(json) as RawValue[]);
    this.sheet.rowCount = firstRow - 1;
    for (const cells of memberCells(rows, this.cipher, this.timeZone))
      this.bytes.add(this.sheet.row(this.shown ? this.shown.map((i) => cells[i]!) : cells));
    return this.bytes.take();
  }
}
