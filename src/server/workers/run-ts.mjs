// A worker thread's entry when the server runs from its TypeScript sources (tsx, Vitest): Node
// does not carry tsx's loader into worker threads, so this plain module loads the worker's .ts
// file through tsx's API. From `npm start`'s bundle each worker is a built .mjs of its own.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
