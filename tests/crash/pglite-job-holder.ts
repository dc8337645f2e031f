// Run as its own process by pglite-orphaned-jobs.test.ts: opens the PGlite directory given as
// the first argument, adds one job and starts running it with a handler that never ends, then
// prints 'running'. The test kills this process with SIGKILL while the job runs.
import { openPglite } from '../../src/server/db/client';
import { enqueueJobs } from '../../src/server/jobs/enqueue-jobs';
import { createJobWorker } from '../../src/server/jobs/job-worker';

const silent = { info() {}, warn() {}, error() {} };
const database = await openPglite(process.argv[2]);
await database.migrate();
await database.db.transaction((tx) => enqueueJobs(tx, [{ kind: 'test.held', payload: {} }], 5));
const worker = createJobWorker({
  db: database.db,
  // As the app's queue does: the claim is on disk before the job runs (decision 042).
  durable: () => database.durable(),
  handlers: {
    'test.held': {
      run: () => {
        console.log('running');
        return new Promise<void>(() => {});
      },
    },
  },
  log: silent,
  retry: { baseMs: 1000, capMs: 60_000 },
  leaseMs: 300_000,
});
worker.start();
