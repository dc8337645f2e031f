import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { queryRows } from '../db/query-rows';
import { errorText, type JobHandler, type JobSkipped, PermanentJobError, runningJob } from './job-handler';
import { type RetryPolicy, retryDelayMs } from './retry-delay';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  locked_by: string;
  created_at: Date | string;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  retry: RetryPolicy;
  leaseMs: number;
  /** Jobs run at once by this instance. */
  concurrency?: number;
  /** The longest idle wait between looks at the table, whatever wakes or does not. */
  pollMs?: number;
  /** How long a clean shutdown waits for running jobs before handing them back. */
  graceMs?: number;
  /** How often the leases of running jobs are renewed (a third of the lease by default). */
  heartbeatMs?: number;
  /**
   * Resolves once every commit so far is on disk (Database.durable): awaited after a claim,
   * before the jobs run, so what made a job (an approval, a submission) is on disk before anyone
   * outside is told of it (decision 042).
   */
  durable?: () => Promise<void>;
  /**
   * Job kinds not claimed while the app_settings row `whileSetting` exists (deliveries of a
   * restored database: services/deliveries/deliveries-paused.ts). Read by every claim, so a
   * resume on any instance counts at once.
   */
  held?: { kinds: string[]; whileSetting: string };
}

export interface JobWorker {
  start(): void;
  /** A new job may be due: look now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; running jobs finish within the grace time or are released for another worker. */
  stop(): Promise<void>;
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so any number of instances share one table and
 * no job is handed to two of them. A claim leases the job: one whose worker died (kill -9) is
 * due again when its lease expires. Every claim carries a fresh token, and only the holder of
 * the current token may finish the job, so a worker that outlived its lease cannot overwrite
 * the outcome of the one that took over. While a job runs its worker renews the lease (a
 * heartbeat every third of it), so the lease can be short: a dead worker's jobs move in seconds,
 * a live worker's slow job is never taken from it.
 */
export function createJobWorker(opts: JobWorkerOptions): JobWorker {
  const { db, handlers, log, retry, leaseMs } = opts;
  const concurrency = opts.concurrency ?? 4;
  const pollMs = opts.pollMs ?? 30_000;
  const graceMs = opts.graceMs ?? 10_000;
  const heartbeatMs = opts.heartbeatMs ?? Math.max(100, Math.floor(leaseMs / 3));
  const { held: hold } = opts;
  /** A job this worker may claim now: not of a held kind while the hold's row exists. */
  const claimable =
    hold && hold.kinds.length > 0
      ? sql` and (kind not in (${sql.join(
          hold.kinds.map((k) => sql`${k}`),
          sql`, `,
        )}) or not exists (select 1 from app_settings where key = ${hold.whileSetting}))`
      : sql``;
  const active = new Map<string, Promise<void>>();
  /** The claim token of each running job, by the same key as `active`. */
  const tokens = new Map<string, string>();
  let heartbeat: NodeJS.Timeout | undefined;
  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const wake = () => {
    woken = true;
    wakeUp?.();
  };

  function idle(ms: number): Promise<void> {
    if (woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    const token = crypto.randomUUID();
    return queryRows<ClaimedJob>(
      db,
      sql`update jobs set status = 'running', locked_at = now(), locked_by = ${token},
            attempts = attempts + 1, updated_at = now()
          where id in (
            select id from jobs
            where ((status = 'pending' and run_at <= now())
               or (status = 'running' and locked_at < now() - make_interval(secs => ${leaseMs / 1000})))${claimable}
            order by run_at, id
            limit ${limit}
            for update skip locked)
          returning id, kind, payload, attempts, max_attempts, locked_by, created_at`,
    );
  }

  /** Milliseconds until the next job is due or the next lease runs out, capped by the poll. */
  async function nextDueIn(): Promise<number> {
    const [row] = await queryRows<{ ms: number | null }>(
      db,
      sql`select (extract(epoch from least(
            (select min(run_at) from jobs where status = 'pending'${claimable}),
            (select min(locked_at) + make_interval(secs => ${leaseMs / 1000}) from jobs where status = 'running'${claimable})
          ) - now()) * 1000)::float8 as ms`,
    );
    const ms = row?.ms;
    if (ms === null || ms === undefined) return pollMs;
    return Math.min(pollMs, Math.max(0, Math.ceil(ms) + 5));
  }

  const held = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.locked_by));

  /** Marks the job done, or skipped with `skip`'s reason (kept in last_error: Deliveries shows it). */
  async function finish(job: ClaimedJob, handler: JobHandler, skip: JobSkipped | undefined) {
    await db.transaction(async (tx) => {
      const done = await tx
        .update(jobs)
        .set({
          status: skip ? 'skipped' : 'done',
          lockedAt: null,
          lastError: skip?.skipped ?? null,
          updatedAt: new Date(),
        })
        .where(held(job))
        .returning({ id: jobs.id });
      if (done.length === 0) return;
      if (skip) await handler.onSkipped?.(tx, job.payload, skip.skipped);
      else await handler.onDone?.(tx, job.payload);
    });
  }

  async function fail(job: ClaimedJob, handler: JobHandler | undefined, err: unknown) {
    const error = errorText(err);
    const isFinal = !handler || err instanceof PermanentJobError || job.attempts >= job.max_attempts;
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(jobs)
        .set(
          isFinal
            ? { status: 'failed', lockedAt: null, lastError: error, updatedAt: new Date() }
            : {
                status: 'pending',
                lockedAt: null,
                lockedBy: null,
                lastError: error,
                runAt: new Date(Date.now() + retryDelayMs(job.attempts, retry)),
                updatedAt: new Date(),
              },
        )
        .where(held(job))
        .returning({ id: jobs.id });
      if (updated.length === 0 || !handler) return;
      if (isFinal) await handler.onFailed?.(tx, job.payload, error);
      else await handler.onRetry?.(tx, job.payload, error);
    });
    const level = isFinal ? 'error' : 'warn';
    log[level](
      { jobId: job.id, kind: job.kind, attempt: job.attempts, error },
      `job ${isFinal ? 'failed' : 'will retry'}`,
    );
  }

  /**
   * The job with its payload as its kind defines it. One that does not parse fails at once with
   * the reason, without its kind's hooks (they are written for the defined payload).
   */
  function parsed(job: ClaimedJob, handler: JobHandler): ClaimedJob {
    if (!handler.payload) return job;
    const result = handler.payload.safeParse(job.payload);
    if (result.success) return { ...job, payload: result.data };
    const where = result.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`)
      .join('; ');
    throw new PermanentJobError(`The payload of job kind '${job.kind}' does not parse (${where})`);
  }

  async function runJob(claimed: ClaimedJob) {
    const handler = handlers[claimed.kind];
    let job = claimed;
    try {
      if (handler) job = parsed(claimed, handler);
    } catch (err) {
      await fail(claimed, undefined, err).catch((e: unknown) =>
        log.error({ jobId: claimed.id, error: errorText(e) }, 'could not record a job failure'),
      );
      return;
    }
    let skip: JobSkipped | undefined;
    try {
      if (!handler) throw new PermanentJobError(`No handler for job kind '${job.kind}'`);
      const running = { id: Number(job.id), kind: job.kind, createdAt: new Date(job.created_at), sends: 0 };
      skip = (await runningJob.run(running, () => handler.run(job.payload))) ?? undefined;
    } catch (err) {
      await fail(job, handler, err).catch((e: unknown) =>
        log.error({ jobId: job.id, error: errorText(e) }, 'could not record a job failure'),
      );
      return;
    }
    await finish(job, handler, skip).catch((e: unknown) =>
      log.error({ jobId: job.id, error: errorText(e) }, 'could not mark a job done'),
    );
  }

  async function loop() {
    while (running) {
      woken = false;
      const free = concurrency - active.size;
      let claimed: ClaimedJob[] = [];
      if (free > 0) {
        try {
          const got = await claim(free);
          // Not run if it fails: their leases lapse and they are claimed again.
          if (got.length > 0) await opts.durable?.();
          claimed = got;
        } catch (err) {
          log.warn({ error: errorText(err) }, 'claiming jobs failed');
        }
      }
      for (const job of claimed) {
        const key = job.locked_by + job.id;
        const p = runJob(job).finally(() => {
          active.delete(key);
          tokens.delete(key);
          wake();
        });
        active.set(key, p);
        tokens.set(key, job.locked_by);
      }
      if (!running) break;
      // A full batch may mean more are due; otherwise sleep until something could be.
      if (free > 0 && claimed.length === free) continue;
      const wait = active.size >= concurrency ? pollMs : await nextDueIn().catch(() => pollMs);
      await idle(wait);
    }
  }

  /** Extends the lease of every job this worker still runs (and still holds: the token matches). */
  async function renewLeases() {
    const held = [...new Set(tokens.values())];
    if (held.length === 0) return;
    await db
      .update(jobs)
      .set({ lockedAt: sql`now()` })
      .where(and(eq(jobs.status, 'running'), inArray(jobs.lockedBy, held)));
  }

  async function releaseUnfinished() {
    const tokens = [...active.keys()];
    if (tokens.length === 0) return;
    const stillHeld = await db
      .update(jobs)
      .set({
        status: 'pending',
        lockedAt: null,
        lockedBy: null,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        runAt: new Date(),
      })
      .where(and(eq(jobs.status, 'running'), inArray(sql`${jobs.lockedBy} || ${jobs.id}::text`, tokens)))
      .returning({ id: jobs.id });
    log.warn({ released: stillHeld.length }, 'released unfinished jobs at shutdown');
  }

  return {
    start() {
      if (running) return;
      running = true;
      heartbeat = setInterval(() => {
        renewLeases().catch((err: unknown) =>
          log.warn({ error: errorText(err) }, 'renewing job leases failed'),
        );
      }, heartbeatMs);
      heartbeat.unref();
      loopDone = loop();
    },
    wake,
    async stop() {
      if (!running) return;
      running = false;
      wake();
      await loopDone;
      const all = Promise.allSettled([...active.values()]);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), graceMs);
      });
      const outcome = await Promise.race([all, timeout]);
      clearTimeout(timer);
      clearInterval(heartbeat);
      if (outcome === 'timeout') await releaseUnfinished();
    },
  };
}
