import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import type { Env } from '../env';
import { JOBS_CHANNEL } from './enqueue-jobs';
import type { JobHandler } from './job-handler';
import { createJobWorker, type JobWorker } from './job-worker';
import { DELIVERY_KIND_NAMES } from '../services/deliveries/delivery-kinds';
import { DELIVERIES_PAUSED_KEY } from '../services/deliveries/deliveries-paused';

/** How long a done or skipped job is kept. */
export const FINISHED_JOB_DAYS = 30;

/**
 * Done and skipped jobs are history only; a month of them is plenty to look back on (Deliveries).
 * What must outlive them is kept on their subject (a submission counts its delivery's tries).
 */
export async function pruneFinishedJobs(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'skipped']),
        lt(jobs.updatedAt, new Date(now.getTime() - FINISHED_JOB_DAYS * 86_400_000)),
      ),
    );
}

/** The app's worker: started with the app, stopped (cleanly) when it closes. */
export interface JobQueue {
  start(log: FastifyBaseLogger): Promise<void>;
  /** Look for due jobs now (after committing new ones). */
  wake(): void;
  stop(): Promise<void>;
}

export function createJobQueue(
  database: Database,
  env: Env,
  handlers: () => Record<string, JobHandler>,
): JobQueue {
  let worker: JobWorker | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let prune: NodeJS.Timeout | undefined;
  return {
    async start(log) {
      if (worker) return;
      const w = createJobWorker({
        db: database.db,
        durable: () => database.durable(),
        handlers: handlers(),
        log,
        retry: { baseMs: env.JOB_RETRY_BASE_MS, capMs: env.JOB_BACKOFF_CAP_SECONDS * 1000 },
        leaseMs: env.JOB_LEASE_SECONDS * 1000,
        // A restored database sends nothing until an owner resumes its deliveries (issue 37 item 5).
        held: { kinds: DELIVERY_KIND_NAMES, whileSetting: DELIVERIES_PAUSED_KEY },
        // A SIGTERM must end the process within Docker's 10 s: running jobs get 5 s, then are
        // handed back.
        graceMs: 5000,
        // PGlite runs every query of the jobs in the serving thread, on its one connection: one
        // job at a time leaves the requests their turn while a backlog drains (decision 026).
        ...(database.kind === 'pglite' ? { concurrency: 1 } : {}),
      });
      worker = w;
      if (database.kind === 'pglite') await releaseOrphans(database, log);
      // Other instances' jobs (PostgreSQL). Without it the worker still polls.
      unlisten = await database
        .listen(JOBS_CHANNEL, () => w.wake())
        .catch((err: unknown) => {
          log.warn({ error: String(err) }, 'LISTEN for new jobs failed; polling only');
          return null;
        });
      w.start();
      prune = setInterval(() => {
        pruneFinishedJobs(database.db).catch((err: unknown) =>
          log.warn({ error: String(err) }, 'pruning done jobs failed'),
        );
      }, 3600_000);
      prune.unref();
    },
    wake: () => worker?.wake(),
    async stop() {
      const w = worker;
      worker = null;
      clearInterval(prune);
      await unlisten?.();
      unlisten = null;
      await w?.stop();
    },
  };
}

/**
 * PGlite: the directory lock proves this process is the only worker, so a job still marked
 * running was left by a process that ended without finishing it (kill -9, power loss). It is due
 * now, not when its lease runs out. The interrupted attempt still counts, so a job that kills its
 * process cannot loop forever.
 */
async function releaseOrphans(database: Database, log: FastifyBaseLogger) {
  const released = await database.db
    .update(jobs)
    .set({ status: 'pending', lockedAt: null, lockedBy: null, runAt: new Date(), updatedAt: new Date() })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  if (released.length > 0)
    log.warn({ released: released.length }, 'jobs left running by an ended process taken up again');
}
