import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';

/** The worker threads of the server, by the name of their entry in `src/server/workers`. */
export type WorkerName = 'sheet-rows' | 'render-pdf';

/**
 * Where worker `name`'s module is, and the `workerData` it is started with. From the sources (a
 * .ts module, under tsx or Vitest) the worker's .ts file is loaded through `workers/run-ts.mjs`
 * (which re-exports its default export, for a pool's handler); from `npm start`'s bundle
 * (dist/server/main.mjs) it is dist/server/<name>.mjs, which scripts/start.mjs builds beside it.
 */
export function workerEntry(
  name: WorkerName,
  workerData: Record<string, unknown> = {},
): { filename: string; workerData: Record<string, unknown> } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL(`./workers/${name}.ts`, here).href;
    return {
      filename: fileURLToPath(new URL('./workers/run-ts.mjs', here)),
      workerData: { ...workerData, entry },
    };
  }
  return { filename: fileURLToPath(new URL(`./${name}.mjs`, here)), workerData };
}

/** Starts worker `name` with `workerData`, as a thread of its own. */
export function startWorker(name: WorkerName, workerData: Record<string, unknown>): Worker {
  const entry = workerEntry(name, workerData);
  return new Worker(entry.filename, { workerData: entry.workerData });
}
