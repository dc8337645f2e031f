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
import { drained, Utf8Chunks, ZipWriter } from './zip-writer';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * Members a page. At 50k members on PGlite, pages of 1,000 added 128 MB to the heap's peak and
 * pages of 250 added 68 MB, and were no slower: a page's strings live across the awaits of its
 * writing, so bigger pages reach the old generation before they are let go.
 */
export const PAGE_SIZE = 250;
export const SHEET_NAME = 'Team Members';

interface Page {
  /** Each member's cells as the database sent them, in MEMBER_COLUMNS order. */
  rows: RawValue[][];
  /** The last member id of the page, where the next one starts; undefined after the last page. */
  next: string | undefined;
}

/**
 * One keyset page in one query: the page's ids first (an index scan that stops at the limit,
 * materialised, so the planner knows it holds at most `size` rows), then those members, each as
 * one JSON array (one field a row for the driver to decode, and no ORM mapping), with their tax
 * and super rows found by index for each id. PGlite never gathers statistics: joined without
 * the bounded page, the planner hash-joined the whole remaining tables and built every
 * remaining member's JSON before sorting and cutting it to a page (quadratic). One query a page
 * rather than two (ids, then members) halves PGlite's per-query cost (parse, plan, protocol).
 */
async function readPage(db: Db, after: string | undefined, size: number): Promise<Page> {
  const rows = await queryRows<{ id: string; r: string }>(
    db,
    sql`with page as materialized (
        select ${teamMembers.id} as id from ${teamMembers}
        ${after === undefined ? sql`` : sql`where ${teamMembers.id} > ${after}`}
        order by ${teamMembers.id} limit ${size})
      select page.id as id, ${MEMBER_ROW_JSON} as r from page
      join ${teamMembers} on ${teamMembers.id} = page.id
      left join ${taxDeclarations} on ${taxDeclarations.memberId} = page.id
      left join ${superfundChoices} on ${superfundChoices.memberId} = page.id
      order by page.id`,
  );
  return {
    rows: rows.map((row) => JSON.parse(row.r) as RawValue[]),
    next: rows.length === size ? rows[rows.length - 1]!.id : undefined,
  };
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
  const bytes = new Utf8Chunks();
  let page = await readPage(db, undefined, pageSize);
  for (;;) {
    if (out.destroyed) return written;
    // The next page is asked for before this one is turned into XML, so PostgreSQL reads it
    // while this process writes.
    const next = page.next === undefined ? undefined : readPage(db, page.next, pageSize);
    // Its failure is met at the `await` below; until then it must not count as unhandled.
    next?.catch(() => {});
    for (const cells of memberCells(page.rows, cipher)) bytes.add(sheet.row(cells));
    written += page.rows.length;
    for (const chunk of bytes.take()) await sheetEntry.writeBytes(chunk);
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
