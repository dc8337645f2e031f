import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { MEMBER_COLUMNS, MEMBER_ROW_JSON, memberCells, type RawValue } from './member-columns';
import {
  CONTENT_TYPES_XML,
  ROOT_RELS_XML,
  SheetXml,
  STYLES_XML,
  WORKBOOK_RELS_XML,
  workbookXml,
} from './sheet-xml';
import { drained, ZipWriter } from './zip-writer';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PAGE_SIZE = 1000;
export const SHEET_NAME = 'Team Members';

/**
 * One keyset page: each member's cells as one JSON array (one field per row for the driver to
 * decode, and no ORM mapping). The bound is repeated on the joined sides: without it the
 * planner's merge join scans the tax declarations from the first one on every page.
 */
async function readPage(db: Db, after: string | undefined, size: number): Promise<RawValue[][]> {
  const rows = await queryRows<{ r: string }>(
    db,
    sql`select ${MEMBER_ROW_JSON} as r from ${teamMembers}
      left join ${taxDeclarations} on ${taxDeclarations.memberId} = ${teamMembers.id}
        ${after === undefined ? sql`` : sql`and ${taxDeclarations.memberId} > ${after}`}
      left join ${superfundChoices} on ${superfundChoices.memberId} = ${teamMembers.id}
        ${after === undefined ? sql`` : sql`and ${superfundChoices.memberId} > ${after}`}
      ${after === undefined ? sql`` : sql`where ${teamMembers.id} > ${after}`}
      order by ${teamMembers.id} limit ${size}`,
  );
  return rows.map((row) => JSON.parse(row.r) as RawValue[]);
}

/**
 * Streams every member as one .xlsx worksheet into `out`: rows are read in keyset pages, each
 * page written as sheet XML text and deflated into a streamed zip while the next page is read,
 * so memory stays flat however many members there are and the file goes out as it is made.
 * The header row is frozen and filtered; dates are date cells. Stops early, without finishing
 * the file, when `out` is destroyed (the client left). Answers the number of member rows written.
 */
export async function exportMembersWorkbook(
  db: Db,
  cipher: Cipher,
  out: Writable,
  pageSize = PAGE_SIZE,
): Promise<number> {
  const zip = new ZipWriter(out);
  await zip.add('[Content_Types].xml', CONTENT_TYPES_XML);
  await zip.add('_rels/.rels', ROOT_RELS_XML);
  await zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
  await zip.add('xl/styles.xml', STYLES_XML);

  const sheet = new SheetXml(MEMBER_COLUMNS);
  const sheetEntry = await zip.open('xl/worksheets/sheet1.xml');
  await sheetEntry.write(sheet.head());

  let written = 0;
  let after: string | undefined;
  let page = await readPage(db, after, pageSize);
  for (;;) {
    if (out.destroyed) return written;
    const full = page.length === pageSize;
    if (full) after = page[page.length - 1]![0] as string;
    // The next page is asked for before this one is turned into XML, so PostgreSQL reads it
    // while this process writes.
    const next = full ? readPage(db, after, pageSize) : undefined;
    // Its failure is met at the `await` below; until then it must not count as unhandled.
    next?.catch(() => {});
    let xml = '';
    for (const member of page) xml += sheet.row(memberCells(member, cipher));
    written += page.length;
    await sheetEntry.write(xml);
    if (!next) break;
    page = await next;
    // PGlite answers within this thread: without a turn of the event loop here, zlib (which
    // completes on libuv) would not run and other requests would wait for the whole export.
    await nextTurn();
    await drained(out);
  }
  if (out.destroyed) return written;
  await sheetEntry.write(sheet.tail());
  await sheetEntry.close();
  await zip.add('xl/workbook.xml', workbookXml(SHEET_NAME, sheet));
  await zip.finish();
  out.end();
  return written;
}
