import { Worker } from 'node:worker_threads';

/** The worker threads of the server, by the name of their entry in `src/server/workers`. */
export type WorkerName = 'sheet-rows';

/**
 * Starts worker `name` with `workerData`. From the sources (a .ts module, under tsx or Vitest)
 * the worker's .ts file is loaded through `workers/run-ts.mjs`; from `npm start`'s bundle
 * (dist/server/main.mjs) it is dist/server/<name>.mjs, which scripts/start.mjs builds beside it.
 */
export function startWorker(name: WorkerName, workerData: Record<string, unknown>): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL(`./workers/${name}.ts`, here).href;
    return new Worker(new URL('./workers/run-ts.mjs', here), { workerData: { ...workerData, entry } });
  }
  return new Worker(new URL(`./${name}.mjs`, here), { workerData });
}
