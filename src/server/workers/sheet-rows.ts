// The Excel export's worker thread (services/excel/sheet-rows-thread.ts starts it): it makes the
// sheet's rows from the pages the export reads, while the export's own thread reads the next page
// (PGlite runs in that thread) and deflates what this one sends back.
// On PostgreSQL it also reads the pages, on a connection of its own: the rows' text then never
// enters the export's thread, which only deflates and sends (decision 058).
import { parentPort, workerData } from 'node:worker_threads';
import type pg from 'pg';
import type { PostgresConnectionConfig } from '../db/client';
import { createCipher, type VersionedKey } from '../services/crypto/cipher';
import { SheetRowsEncoder } from '../services/excel/sheet-rows';
import type { PageQueries, SheetRowsReply, SheetRowsRequest } from '../services/excel/sheet-rows-thread';

const port = parentPort!;
const data = workerData as {
  keys: VersionedKey[];
  postgres?: PostgresConnectionConfig;
  pages?: PageQueries;
  timeZone: string;
  sensitive: boolean;
};
const encoder = new SheetRowsEncoder(createCipher(data.keys), data.timeZone, data.sensitive);

let connection: Promise<pg.Client> | undefined;
/** The thread's one connection, opened at the first page (ended with the thread). */
function client(): Promise<pg.Client> {
  if (!data.postgres) return Promise.reject(new Error('This export thread has no database connection'));
  connection ??= (async () => {
    // Loaded only on PostgreSQL, as the server loads it (db/client.ts).
    const { default: pgModule } = await import('pg');
    const c = new pgModule.Client(data.postgres);
    // A dropped connection fails the page being read; unhandled, it would end the thread.
    c.on('error', () => {});
    await c.connect();
    return c;
  })();
  return connection;
}

type Rows = pg.QueryResult<{ id: string; r: string }>;

/** The page after `after` (the first page when undefined), asked of the database now. */
async function query(after: string | undefined): Promise<Rows> {
  const pages = data.pages!;
  const c = await client();
  return after === undefined
    ? c.query({ text: pages.first, values: [pages.size] })
    : c.query({ text: pages.after, values: [after, pages.size] });
}

/** The next page, asked for as soon as the page before is in, so the database works meanwhile. */
let ahead: { after: string; rows: Promise<Rows> } | undefined;

async function read(after: string | undefined): Promise<Rows> {
  const asked = ahead?.after === after && ahead ? ahead.rows : query(after);
  ahead = undefined;
  const result = await asked;
  const lastId = result.rows.at(-1)?.id;
  if (lastId !== undefined && result.rows.length === data.pages!.size) {
    ahead = { after: lastId, rows: query(lastId) };
    // A failure is met when that page is asked for (or never, if the export ended first).
    ahead.rows.catch(() => {});
  }
  return result;
}

/** A page read and made: its rows as XML, its member count and its last member's id. */
type MadePage = Omit<Extract<SheetRowsReply, { chunks: unknown }>, 'id'>;

/** Reads the page after `after` and makes its rows, numbered from `firstRow`. */
async function readAndMake(after: string | undefined, firstRow: number): Promise<MadePage> {
  const { rows } = await read(after);
  return {
    chunks: encoder.encode(
      rows.map((row) => row.r),
      firstRow,
    ),
    count: rows.length,
    lastId: rows.at(-1)?.id,
  };
}

/**
 * The page after the one last sent, made before it is asked for: the export's thread asks for
 * it only once the page before has crossed, and without this the thread waited for that round
 * trip at every page (a fifth of its time idle at 20,000 members).
 */
let madeAhead: { after: string; page: Promise<MadePage> } | undefined;

async function make(request: SheetRowsRequest): Promise<SheetRowsReply> {
  const { id, firstRow } = request;
  if ('members' in request) {
    return { id, chunks: encoder.encode(request.members, firstRow), count: request.members.length };
  }
  const made =
    madeAhead && madeAhead.after === request.after ? madeAhead.page : readAndMake(request.after, firstRow);
  madeAhead = undefined;
  const page = await made;
  if (page.lastId !== undefined && page.count === data.pages!.size) {
    madeAhead = { after: page.lastId, page: readAndMake(page.lastId, firstRow + page.count) };
    // A failure is met when that page is asked for (or never, if the export ended first).
    madeAhead.page.catch(() => {});
  }
  return { id, ...page };
}
port.on('message', async (request: SheetRowsRequest) => {
  let reply: SheetRowsReply;
  try {
    reply = await make(request);
  } catch (err) {
    // Only the message crosses: it names what failed (e.g. a value that does not authenticate).
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  // The chunks' memory moves to the export's thread instead of being copied.
  port.postMessage(reply, 'chunks' in reply ? reply.chunks.map((c) => c.buffer as ArrayBuffer) : []);
});
