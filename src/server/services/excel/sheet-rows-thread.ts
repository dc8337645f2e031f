import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../worker-threads';
import type { Cipher } from '../crypto/cipher';

/** A page of members for the worker: each member's JSON array, and the sheet row of the first. */
export interface SheetRowsRequest {
  id: number;
  members: string[];
  firstRow: number;
}

/** The page's rows as UTF-8 XML, or why they could not be made. */
export type SheetRowsReply = { id: number; chunks: Uint8Array[] } | { id: number; error: string };

interface Waiting {
  resolve: (chunks: Uint8Array[]) => void;
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
      else waiting.resolve(reply.chunks);
    });
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) =>
      this.fail(new Error(`The export's worker thread stopped (exit code ${code})`)),
    );
  }

  /** A thread that opens encrypted fields with `cipher`'s keys. */
  static start(cipher: Cipher): SheetRowsThread {
    return new SheetRowsThread(startWorker('sheet-rows', { keys: cipher.shareKeys() }));
  }

  /** The rows of `members` (their JSON arrays), numbered from `firstRow`, as UTF-8 XML chunks. */
  encode(members: string[], firstRow: number): Promise<Uint8Array[]> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const reply = new Promise<Uint8Array[]>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.worker.postMessage({ id, members, firstRow } satisfies SheetRowsRequest);
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
