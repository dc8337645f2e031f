import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { markInertCells } from './inert-cell';
import { useInertTextStyles } from './inert-text-styles';
import { type ExportRow, MEMBER_COLUMNS, memberCells } from './member-columns';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PAGE_SIZE = 500;

/**
 * One keyset page. The bound is repeated on the joined sides: without it the planner's merge
 * join scans the tax declarations from the first one on every page (quadratic in members).
 */
async function readPage(db: Db, after: string | undefined, size: number): Promise<ExportRow[]> {
  return db
    .select({ member: teamMembers, tax: taxDeclarations, superfund: superfundChoices })
    .from(teamMembers)
    .leftJoin(
      taxDeclarations,
      and(
        eq(taxDeclarations.memberId, teamMembers.id),
        after === undefined ? undefined : gt(taxDeclarations.memberId, after),
      ),
    )
    .leftJoin(
      superfundChoices,
      and(
        eq(superfundChoices.memberId, teamMembers.id),
        after === undefined ? undefined : gt(superfundChoices.memberId, after),
      ),
    )
    .where(after === undefined ? undefined : gt(teamMembers.id, after))
    .orderBy(asc(teamMembers.id))
    .limit(size);
}

/** A writable stream, Node's or the `readable-stream` package's (archiver uses the latter). */
interface Drainable extends EventEmitter {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
}

const needsDrain = (s: Drainable) => s.writableNeedDrain ?? s._writableState?.needDrain ?? false;

/**
 * The stream archiver deflates the sheet XML from. exceljs writes into it without heeding
 * backpressure, and zlib deflates one chunk per turn of the event loop, so unless the writer
 * waits for it the whole sheet piles up here and is sent only at the end. Reached through
 * exceljs internals (WorksheetWriter.stream is a StreamBuf whose `pipes` archiver set up);
 * undefined if they change, and tests/api/admin-excel-export checks that bytes flow early.
 */
function zipInput(sheet: ExcelJS.Worksheet): Drainable | undefined {
  const input = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  return input instanceof EventEmitter ? (input as Drainable) : undefined;
}

/** Waits until `stream` has room again, or until `out` is gone (the client left). */
async function drained(stream: Drainable, out: Writable): Promise<void> {
  if (!needsDrain(stream) || stream.destroyed || out.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    out.on('close', done);
  });
}

/**
 * Streams every member as one .xlsx worksheet into `out`. Rows are read in keyset pages and
 * committed as they go (exceljs WorkbookWriter), so memory stays flat however many members
 * there are. Stops early, without finishing the file, when `out` is destroyed (the client left).
 * Answers the number of member rows written.
 */
export async function exportMembersWorkbook(
  db: Db,
  cipher: Cipher,
  out: Writable,
  pageSize = PAGE_SIZE,
): Promise<number> {
  // Widths and the frozen header need no styles; formula-looking text gets quotePrefix.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
  useInertTextStyles(workbook);
  const sheet = workbook.addWorksheet('Team Members', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = MEMBER_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).commit();
  const backlog = zipInput(sheet);

  let written = 0;
  let after: string | undefined;
  for (;;) {
    if (out.destroyed) return written;
    const page = await readPage(db, after, pageSize);
    for (const member of page) {
      const values = memberCells(member, cipher);
      const row = sheet.addRow(values);
      markInertCells(row, values);
      row.commit();
    }
    written += page.length;
    if (page.length < pageSize) break;
    after = page[page.length - 1]!.member.id;
    // PGlite answers within this thread: without a turn of the event loop here, zlib (which
    // completes on libuv) would not run and other requests would wait for the whole export.
    await nextTurn();
    if (backlog) await drained(backlog, out);
    await drained(out, out);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
