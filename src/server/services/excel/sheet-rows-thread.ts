import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../worker-threads';
import type { PostgresConnectionConfig } from '../../db/client';
import type { Cipher } from '../crypto/cipher';

/**
 * The export's page queries, as node-postgres takes them (rows of `{ id, r }`): the first page's
 * (its one parameter the page size) and the next pages' (the last id before, the page size).
 */
export interface PageQueries {
  first: string;
  after: string;
  size: number;
}

/**
 * A page for the worker: the members' JSON arrays (read by the export's thread), or on PostgreSQL
 * the member it follows (the worker reads it on its own connection); and the sheet row of the
 * first member.
 */
export type PageRequest = { firstRow: number } & ({ members: string[] } | { after: string | undefined });

export type SheetRowsRequest = PageRequest & { id: number };

/**
 * The page's rows as UTF-8 XML with how many members it held and the last one's id (a read page),
 * or why they could not be made.
 */
export type SheetRowsReply =
  { id: number; chunks: Uint8Array[]; count: number; lastId?: string } | { id: number; error: string };

/** A page made: its XML, its member count and (a read page) its last member id. */
export type MadePage = Omit<Extract<SheetRowsReply, { chunks: unknown }>, 'id'>;

interface Waiting {
  resolve: (page: MadePage) => void;
  reject: (err: Error) => void;
}

/**
 * The Excel export's second thread: `encode` hands it a page of members and answers their sheet
 * rows (`SheetRowsEncoder`), so the export's own thread can read the next page meanwhile. On a
 * 2-core machine at 50k members this took the PGlite export from 5.7 s to about 3 s (issue 13).
 * One thread per export; `close` ends it.
 */
export class SheetRowsThread {
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: SheetRowsReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if ('error' in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve({ chunks: reply.chunks, count: reply.count, lastId: reply.lastId });
    });
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) =>
      this.fail(new Error(`The export's worker thread stopped (exit code ${code})`)),
    );
  }

  /**
   * A thread that opens encrypted fields with `cipher`'s keys and, given `postgres`, reads the
   * pages itself on a connection of its own (`read`).
   */
  static start(
    cipher: Cipher,
    timeZone: string,
    postgres?: { connection: PostgresConnectionConfig; pages: PageQueries },
    /** Whether the reader is shown sensitive information (its columns are left out if not). */
    sensitive = true,
  ): SheetRowsThread {
    return new SheetRowsThread(
      startWorker('sheet-rows', {
        keys: cipher.shareKeys(),
        postgres: postgres?.connection,
        pages: postgres?.pages,
        timeZone,
        sensitive,
      }),
    );
  }

  /** The rows of `members` (their JSON arrays), numbered from `firstRow`, as UTF-8 XML chunks. */
  async encode(members: string[], firstRow: number): Promise<Uint8Array[]> {
    return (await this.ask({ members, firstRow })).chunks;
  }

  /**
   * Reads the page after member `after` (the first when undefined) in the thread (started with
   * `postgres`) and makes its rows; the thread asks for the page after it at once.
   */
  read(after: string | undefined, firstRow: number): Promise<MadePage> {
    return this.ask({ after, firstRow });
  }

  private ask(request: PageRequest): Promise<MadePage> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const reply = new Promise<MadePage>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.worker.postMessage({ id, ...request } satisfies SheetRowsRequest);
    return reply;
  }

  /** Ends the thread; pages still being made are refused. */
  async close(): Promise<void> {
    this.fail(new Error('The export ended'));
    await this.worker.terminate();
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const waiting of this.waiting.values()) waiting.reject(this.failure);
    this.waiting.clear();
  }
}
