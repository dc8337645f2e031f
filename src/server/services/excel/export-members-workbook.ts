import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, PostgresConnectionConfig } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { HttpError } from '../../http-errors';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { vevoChecks } from '../../db/schema/vevo-checks';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import { licences } from '../../db/schema/licences';
import { LICENCE_KINDS, licenceKindLabel } from '../../../shared/licence-kinds';
import { dateSerial } from './excel-dates';
import { DEFAULT_TIME_ZONE } from '../../../shared/date-time-format';
import type { Cipher } from '../crypto/cipher';
import { shownMemberCells } from './member-cells';
import { MEMBER_ROW_JSON } from './member-columns';
import { type MadePage, type PageQueries, SheetRowsThread } from './sheet-rows-thread';
import {
  CONTENT_TYPES_XML,
  ROOT_RELS_XML,
  type SheetColumn,
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
/** The second sheet: each licence a row of its own (decision 094). */
export const LICENCES_SHEET_NAME = 'Licences';

const SENSITIVE_LICENCE_CODES: string[] = LICENCE_KINDS.filter((k) => 'sensitive' in k).map((k) => k.code);

const LICENCE_COLUMNS: SheetColumn[] = [
  { header: 'Email', width: 30, kind: 'text' },
  { header: 'Full Name', width: 24, kind: 'text' },
  { header: 'Code', width: 12, kind: 'text' },
  { header: 'Licence', width: 36, kind: 'text' },
  { header: 'Number', width: 18, kind: 'text' },
  { header: 'Class', width: 8, kind: 'text' },
  { header: 'State or Body', width: 18, kind: 'text' },
  { header: 'Issue Date', width: 12, kind: 'date' },
  { header: 'Expiry Date', width: 12, kind: 'date' },
];

/**
 * The Licences sheet: every member's licences but union cards (union membership is sensitive
 * information, and the export reaches payroll; decision 094), by member and in the hire's order.
 * A few rows a member, made here in one query.
 */
async function licenceSheet(db: Db): Promise<{ sheet: SheetXml; xml: string }> {
  const rows = await db
    .select({
      email: teamMembers.email,
      fullName: teamMembers.fullName,
      kind: licences.kind,
      number: licences.number,
      licenceClass: licences.licenceClass,
      issuer: licences.issuer,
      issueDate: licences.issueDate,
      expiryDate: licences.expiryDate,
    })
    .from(licences)
    .innerJoin(teamMembers, eq(teamMembers.id, licences.memberId))
    .where(notInArray(licences.kind, SENSITIVE_LICENCE_CODES))
    .orderBy(asc(teamMembers.fullName), asc(teamMembers.id), asc(licences.position));
  const sheet = new SheetXml(LICENCE_COLUMNS);
  let xml = sheet.head();
  for (const r of rows)
    xml += sheet.row([
      r.email,
      r.fullName,
      r.kind,
      licenceKindLabel(r.kind),
      r.number,
      r.licenceClass,
      r.issuer,
      dateSerial(r.issueDate) ?? '',
      dateSerial(r.expiryDate) ?? '',
    ]);
  return { sheet, xml: xml + sheet.tail() };
}

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
/** The page query: members after `after` (all from the first when undefined), `size` of them. */
function pageSql(after: string | undefined, size: number): SQL {
  return sql`with page as materialized (
        select ${teamMembers.id} as id from ${teamMembers}
        ${after === undefined ? sql`` : sql`where ${teamMembers.id} > ${after}`}
        order by ${teamMembers.id} limit ${size})
      select page.id as id, ${MEMBER_ROW_JSON} as r from page
      join ${teamMembers} on ${teamMembers.id} = page.id
      ${byMember(taxDeclarations, taxDeclarations.memberId)}
      ${byMember(superfundChoices, superfundChoices.memberId)}
      ${byMember(vevoChecks, vevoChecks.memberId)}
      order by page.id`;
}

/**
 * A left join to `table`'s row of each member of the page, found by its index on `memberId`
 * (unique): a lateral subquery with a limit, which the planner cannot flatten into a plain join.
 * Joined plainly, a table without statistics (PGlite never gathers them; PostgreSQL not until
 * autovacuum has analysed it) was read whole and hashed for every page: 35 ms a page at 20,000
 * members on PostgreSQL, growing with the table, against 7 ms this way.
 */
function byMember(table: PgTable, memberId: PgColumn): SQL {
  return sql`left join lateral (select * from ${table} where ${memberId} = page.id limit 1) ${table} on true`;
}

async function readPage(db: Db, after: string | undefined, size: number): Promise<Page> {
  const rows = await queryRows<{ id: string; r: string }>(db, pageSql(after, size));
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
  /**
   * PostgreSQL's connection settings: the worker thread then reads the pages itself, on its own
   * connection, so the rows' text never enters this thread (decision 058). Without it
   * (PGlite, which runs in this thread) this thread reads them and the worker makes the rows.
   */
  postgres?: PostgresConnectionConfig,
  /** The employer's IANA zone, in which moments are written (the dates are days already). */
  timeZone: string = DEFAULT_TIME_ZONE,
  /**
   * Whether the reader is shown health and other sensitive information (`seesSensitiveInformation`):
   * if not, the sensitive answers' columns are left out (issue 42 item 3).
   */
  sensitive = true,
): Promise<number> {
  const rows = SheetRowsThread.start(
    cipher,
    timeZone,
    postgres && { connection: postgres, pages: pageQueries(pageSize) },
    sensitive,
  );
  try {
    if (postgres) return await readInThread(db, rows, out, pageSize, onStart, sensitive);
    return await readHere(db, rows, out, pageSize, onStart, sensitive);
  } finally {
    await rows.close();
  }
}

/** The zip up to the sheet's rows, then the rest once they are written. */
async function startWorkbook(db: Db, out: Writable, sensitive: boolean) {
  const zip = new ZipWriter(out);
  zip.add('[Content_Types].xml', CONTENT_TYPES_XML);
  zip.add('_rels/.rels', ROOT_RELS_XML);
  zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS_XML);
  zip.add('xl/styles.xml', STYLES_XML);
  const sheet = new SheetXml(shownMemberCells(sensitive));
  const sheetEntry = zip.entry('xl/worksheets/sheet1.xml');
  await sheetEntry.write(sheet.head());
  return {
    sheetEntry,
    /** Ends the sheet after `written` members and writes the rest of the file. */
    async finish(written: number) {
      sheet.rowCount = written + 1;
      await sheetEntry.write(sheet.tail());
      sheetEntry.close();
      const licences = await licenceSheet(db);
      zip.add('xl/worksheets/sheet2.xml', licences.xml);
      zip.add(
        'xl/workbook.xml',
        workbookXml({ name: SHEET_NAME, sheet }, { name: LICENCES_SHEET_NAME, sheet: licences.sheet }),
      );
      await zip.finish();
    },
  };
}

const dialect = new PgDialect();
/** The page queries as text for node-postgres in the worker, their parameters checked. */
function pageQueries(size: number): PageQueries {
  const first = dialect.sqlToQuery(pageSql(undefined, size));
  const probe = '00000000-0000-0000-0000-000000000000';
  const after = dialect.sqlToQuery(pageSql(probe, size));
  if (first.params.join() !== String(size) || after.params.join() !== `${probe},${size}`) {
    throw new Error('The export page query takes other parameters than the worker passes');
  }
  return { first: first.sql, after: after.sql, size };
}

/**
 * PostgreSQL: the worker reads each page on its own connection (asking for the next as soon as
 * one is in) and makes its rows, one page ahead of this thread, which deflates and sends the page before. This thread holds a page only
 * as XML bytes moved from the worker (not copied), so its heap stays flat.
 */
async function readInThread(
  db: Db,
  rows: SheetRowsThread,
  out: Writable,
  pageSize: number,
  onStart: () => void,
  sensitive: boolean,
): Promise<number> {
  const next = (page: MadePage, firstRow: number) =>
    page.count === pageSize && page.lastId !== undefined
      ? later(rows.read(page.lastId, firstRow))
      : undefined;
  // Made before the first byte: a value that does not open fails the export as an error.
  let page = await rows.read(undefined, 2);
  onStart();
  const workbook = await startWorkbook(db, out, sensitive);
  let written = 0;
  for (;;) {
    if (out.destroyed) return written;
    written += page.count;
    const coming = next(page, written + 2);
    for (const chunk of page.chunks) await workbook.sheetEntry.writeBytes(chunk);
    if (!coming) break;
    page = await coming;
    await drained(out);
  }
  if (out.destroyed) return written;
  await workbook.finish(written);
  return written;
}

/**
 * PGlite (and a caller without connection settings): this thread reads each page (PGlite works
 * in this thread) while the worker makes the rows of the page before.
 */
async function readHere(
  db: Db,
  rows: SheetRowsThread,
  out: Writable,
  pageSize: number,
  onStart: () => void,
  sensitive: boolean,
): Promise<number> {
  // The first page's rows are made before the first byte is written: a value that does not
  // open (a wrong key, altered data) then fails the export while its answer can still be an
  // error, rather than a file cut off after its first entries (decision 024).
  let page = await readPage(db, undefined, pageSize);
  const first = later(rows.encode(page.members, 2));
  await first;
  onStart();
  const workbook = await startWorkbook(db, out, sensitive);
  const { sheetEntry } = workbook;

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
  await workbook.finish(written);
  return written;
}
