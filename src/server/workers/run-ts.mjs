// A worker thread's entry when the server runs from its TypeScript sources (tsx, Vitest): Node
// does not carry tsx's loader into worker threads, so this plain module loads the worker's .ts
// file through tsx's API. From `npm start`'s bundle each worker is a built .mjs of its own.
// The worker's default export is passed on: a pool (piscina) calls it for each task.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport(workerData.entry, import.meta.url);
export default worker.default;
