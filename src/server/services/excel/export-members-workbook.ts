import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { HttpError } from '../../http-errors';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { vevoChecks } from '../../db/schema/vevo-checks';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { MEMBER_CELLS } from './member-cells';
import { MEMBER_ROW_JSON } from './member-columns';
import { SheetRowsThread } from './sheet-rows-thread';
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
/**
 * Members a page. At 50k members on PGlite, pages of 1,000 added 128 MB to the heap's peak and
 * pages of 250 added 68 MB, and were no slower: a page's strings live across the awaits of its
 * writing, so bigger pages reach the old generation before they are let go.
 */
export const PAGE_SIZE = 250;
export const SHEET_NAME = 'Team Members';

/** The answer when the export fails before its first byte (an error, never an empty file). */
export const exportFailed = () =>
  new HttpError(
    500,
    'export_failed',
    'The Excel export failed: a stored record could not be read. Nothing was downloaded.',
  );

interface Page {
  /** Each member's cells as one JSON array, in MEMBER_CELLS order, as the database sent it. */
  members: string[];
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
      left join ${vevoChecks} on ${vevoChecks.memberId} = page.id
      order by page.id`,
  );
  return {
    members: rows.map((row) => row.r),
    next: rows.length === size ? rows[rows.length - 1]!.id : undefined,
  };
}

/** Marks a promise whose failure is met later (at its `await`) as handled until then. */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * Streams every member as one .xlsx worksheet into `out`: rows are read in keyset pages, each
 * page made into sheet XML by a worker thread while this thread reads the next page, then
 * deflated (on libuv's thread pool) into a zip streamed by yazl, so memory stays flat however
 * many members there are and the file goes out as it is made. The header row is frozen and
 * filtered; dates are date cells. Stops early, without finishing the file, when `out` is
 * destroyed (the client left). Answers the number of member rows written. Rejects before writing
 * anything when the first page cannot be made; a later failure leaves `out` unfinished (the
 * caller destroys it).
 */
export async function exportMembersWorkbook(
  db: Db,
  cipher: Cipher,
  out: Writable,
  pageSize = PAGE_SIZE,
  /** Called once the first page is made, just before the first byte is written. */
  onStart: () => void = () => {},
): Promise<number> {
  const rows = SheetRowsThread.start(cipher);
  try {
    // The first page's rows are made before the first byte is written: a value that does not
    // open (a wrong key, altered data) then fails the export while its answer can still be an
    // error, rather than a file cut off after its first entries (decision 024).
    let page = await readPage(db, undefined, pageSize);
    const first = later(rows.encode(page.members, 2));
    await first;
    onStart();
    const zip = new ZipWriter(out);
    zip.add('[Content_Types].xml', CONTENT_TYPES_XML);
    zip.add('_rels/.rels', ROOT_RELS_XML);
    zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
    zip.add('xl/styles.xml', STYLES_XML);

    const sheet = new SheetXml(MEMBER_CELLS);
    const sheetEntry = zip.entry('xl/worksheets/sheet1.xml');
    await sheetEntry.write(sheet.head());

    let written = 0;
    // The rows of the page before, still being made by the worker.
    let made: Promise<Uint8Array[]> | undefined;
    for (;;) {
      if (out.destroyed) return written;
      // The worker makes this page's rows while this thread reads the next page (PGlite works
      // in this thread) and deflates the page before.
      const making = made ? later(rows.encode(page.members, written + 2)) : first;
      written += page.members.length;
      const next = page.next === undefined ? undefined : later(readPage(db, page.next, pageSize));
      if (made) for (const chunk of await made) await sheetEntry.writeBytes(chunk);
      made = making;
      if (!next) break;
      page = await next;
      // PGlite answers within this thread: without a turn of the event loop here, zlib (which
      // completes on libuv) would not run and other requests would wait for the whole export.
      await nextTurn();
      await drained(out);
    }
    for (const chunk of await made) await sheetEntry.writeBytes(chunk);
    if (out.destroyed) return written;
    sheet.rowCount = written + 1;
    await sheetEntry.write(sheet.tail());
    sheetEntry.close();
    zip.add('xl/workbook.xml', workbookXml(SHEET_NAME, sheet));
    await zip.finish();
    return written;
  } finally {
    await rows.close();
  }
}
