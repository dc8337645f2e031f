import os from 'node:os';
import type Piscina from 'piscina';
import { workerEntry } from '../../worker-threads';
import type { ApplicationPdfInput } from './application-pdf-input';
import type { PdfJob } from './pdf-job';

export interface PdfPoolOptions {
  /** Threads that draw at once; default one fewer than the cores (at least one). */
  threads?: number;
  /** Each thread's heap limit: a document that would need more ends that thread, not the server. */
  maxHeapMb?: number;
  /** How long a render may take, its wait in the queue included, before it is refused. */
  timeoutMs?: number;
}

/** Renders PDFs in worker threads (decision 026). */
export interface PdfPool {
  render(job: PdfJob): Promise<Buffer>;
  /** The threads running now (none while idle), for tests that end one. */
  threads(): readonly import('node:worker_threads').Worker[];
  close(): Promise<void>;
}

/** A render that did not produce a document: the worker's error, its thread's end, or a timeout. */
export class PdfRenderError extends Error {
  override readonly name = 'PdfRenderError';
}

// No PDF thread starts before the first PDF (decision 016: idle memory); then one stays, as pdfkit
// stayed loaded in the serving thread before, and ready to take the renders queued behind one
// whose thread died. More threads, started for a burst, end after a minute without work.
const IDLE_MS = 60_000;

/** Why a render ended without a document, in words for the log (no personal data: no input). */
function reasonOf(err: unknown): string {
  const cause = err instanceof Error && err.name === 'AbortError' ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}

export function createPdfPool(opts: PdfPoolOptions = {}): PdfPool {
  const threads = opts.threads ?? Math.max(1, os.availableParallelism() - 1);
  const timeoutMs = opts.timeoutMs ?? 60_000;
  let current: { piscina: Piscina<PdfJob, Uint8Array>; renders: Set<AbortController> } | undefined;
  // piscina is loaded with the first PDF, as pdfkit was (lazy-packages.ts).
  let loading: Promise<typeof Piscina> | undefined;

  const open = async () => {
    const PiscinaClass = await (loading ??= import('piscina').then((m) => m.Piscina));
    if (current) return current;
    const entry = workerEntry('render-pdf');
    const piscina = new PiscinaClass<PdfJob, Uint8Array>({
      filename: entry.filename,
      workerData: entry.workerData,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: opts.maxHeapMb ?? 256 },
      recordTiming: false,
    });
    const renders = new Set<AbortController>();
    const opened = { piscina, renders };
    // A thread that fails with no render on it (one that cannot even load its module) is reported
    // here, and piscina would leave the renders waiting for a thread that never comes: they are
    // refused with its error instead, and the next render starts a fresh pool.
    piscina.on('error', (err: unknown) => {
      if (current === opened) current = undefined;
      for (const render of renders) render.abort(err);
      void piscina.destroy();
    });
    current = opened;
    return opened;
  };

  return {
    async render(job) {
      // An open pool takes the job at once (no await before `run`): a free thread starts on it now.
      const { piscina, renders } = current ?? (await open());
      const render = new AbortController();
      renders.add(render);
      // The time limit also ends a thread stuck in a render: the request gets an error, not a hang.
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const pdf = await piscina.run(job, { signal: AbortSignal.any([render.signal, timeout]) });
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } catch (err) {
        const reason = timeout.aborted ? `it took longer than ${timeoutMs / 1000} s` : reasonOf(err);
        throw new PdfRenderError(`The ${job.kind} PDF could not be made: ${reason}`, { cause: err });
      } finally {
        renders.delete(render);
      }
    },
    threads: () => current?.piscina.threads ?? [],
    async close() {
      const open = current;
      current = undefined;
      if (open) await open.piscina.destroy();
    },
  };
}

let shared: PdfPool | undefined;

/** The process's PDF pool: every app in the process (tests build several) shares its threads. */
export const sharedPdfPool = (): PdfPool => (shared ??= createPdfPool());

export const renderApplicationPdfInPool = (input: ApplicationPdfInput) =>
  sharedPdfPool().render({ kind: 'application', input });
