import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJobs } from '../../src/server/jobs/enqueue-jobs';
import { type JobHandler, PermanentJobError, skipped } from '../../src/server/jobs/job-handler';
import { createJobWorker } from '../../src/server/jobs/job-worker';
import { retryDelayMs } from '../../src/server/jobs/retry-delay';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// The worker against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). The app's
// own worker is not started (runJobs: false); each test runs its own with its own handlers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
});
afterAll(() => t.close());

const silent = { info() {}, warn() {}, error() {} };
const db = () => t.deps.database.db;

function worker(handlers: Record<string, JobHandler>, opts: { graceMs?: number; leaseMs?: number } = {}) {
  return createJobWorker({
    db: db(),
    handlers,
    log: silent,
    retry: { baseMs: 5, capMs: 20 },
    leaseMs: opts.leaseMs ?? 60_000,
    // Far longer than any test: a job that runs at all was woken, not polled.
    pollMs: 60_000,
    graceMs: opts.graceMs,
  });
}

const jobRow = async (kind: string) => (await db().select().from(jobs).where(eq(jobs.kind, kind)))[0]!;

/** A promise with its resolve, to hold a job mid-run or wait for an event. */
function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('retry delay', () => {
  it('starts near one second, doubles, is capped, and is spread by jitter', () => {
    const policy = { baseMs: 1000, capMs: 3600_000 };
    const mid = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, mid))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, policy, mid)).toBe(3600_000);
    expect(retryDelayMs(1, policy, () => 0)).toBe(750);
    expect(retryDelayMs(1, policy, () => 0.999999)).toBe(1250);
  });
});

describe('job worker', () => {
  it('runs a new job as soon as it is woken, and marks it done', async () => {
    const ran = deferred<Record<string, unknown>>();
    const w = worker({ 'test.wake': { run: async (p) => ran.resolve(p) } });
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.wake', payload: { n: 1 } }], 3));
    w.wake();
    expect(await ran.promise).toEqual({ n: 1 });
    await w.stop();
    expect(await jobRow('test.wake')).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('marks a job that had nothing left to do skipped, with its reason, and calls onSkipped, not onDone', async () => {
    const hooks: string[] = [];
    const settled = deferred();
    const w = worker({
      'test.skip': {
        run: async () => skipped('The invitation was withdrawn'),
        onDone: async () => void hooks.push('done'),
        onSkipped: async (_tx, payload, reason) => {
          hooks.push(`skipped ${String(payload.n)}: ${reason}`);
          settled.resolve();
        },
      },
    });
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.skip', payload: { n: 7 } }], 3));
    w.wake();
    await settled.promise;
    await w.stop();
    expect(hooks).toEqual(['skipped 7: The invitation was withdrawn']);
    expect(await jobRow('test.skip')).toMatchObject({
      status: 'skipped',
      attempts: 1,
      lastError: 'The invitation was withdrawn',
    });
  });

  it('retries a failing job with backoff until its tries run out, then fails it with the last error', async () => {
    const errors: string[] = [];
    const failed = deferred<string>();
    let tries = 0;
    const w = worker({
      'test.flaky': {
        run: async () => {
          tries++;
          throw new Error(`try ${tries} broke`);
        },
        onRetry: async (_tx, _p, error) => void errors.push(error),
        onFailed: async (_tx, _p, error) => failed.resolve(error),
      },
    });
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.flaky', payload: {} }], 3));
    w.wake();
    expect(await failed.promise).toBe('try 3 broke');
    await w.stop();
    expect(errors).toEqual(['try 1 broke', 'try 2 broke']);
    expect(await jobRow('test.flaky')).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'try 3 broke',
    });
  });

  it('fails a job at once on a permanent error', async () => {
    const failed = deferred<string>();
    const w = worker({
      'test.permanent': {
        run: async () => {
          throw new PermanentJobError('HTTP 400: bad');
        },
        onFailed: async (_tx, _p, error) => failed.resolve(error),
      },
    });
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.permanent', payload: {} }], 12));
    w.wake();
    expect(await failed.promise).toBe('HTTP 400: bad');
    await w.stop();
    expect(await jobRow('test.permanent')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('claims again a job whose worker died once its lease has expired', async () => {
    // As a kill -9 leaves it: running, leased by a worker that is gone.
    await db()
      .insert(jobs)
      .values({
        kind: 'test.orphan',
        payload: {},
        status: 'running',
        attempts: 1,
        maxAttempts: 3,
        lockedBy: 'dead-worker',
        lockedAt: sql`now() - interval '10 minutes'`,
      });
    const ran = deferred();
    const w = worker({ 'test.orphan': { run: async () => ran.resolve() } });
    w.start();
    await ran.promise;
    await w.stop();
    expect(await jobRow('test.orphan')).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('leaves a job leased by a live worker alone', async () => {
    await db().insert(jobs).values({
      kind: 'test.leased',
      payload: {},
      status: 'running',
      attempts: 1,
      lockedBy: 'alive',
      lockedAt: new Date(),
    });
    const ran = deferred<string>();
    const w = worker({
      'test.leased': { run: async () => ran.resolve('leased') },
      'test.after': { run: async () => ran.resolve('after') },
    });
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.after', payload: {} }], 3));
    w.wake();
    expect(await ran.promise).toBe('after');
    await w.stop();
    expect(await jobRow('test.leased')).toMatchObject({ status: 'running', lockedBy: 'alive' });
  });

  it("renews the lease of a job it runs, so another worker never takes a live worker's job", async () => {
    const started = deferred();
    const release = deferred();
    let runs = 0;
    const a = worker(
      {
        'test.long': {
          run: async () => {
            runs++;
            started.resolve();
            await release.promise;
          },
        },
      },
      { leaseMs: 1000 },
    );
    a.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.long', payload: {} }], 3));
    a.wake();
    await started.promise;
    const claimed = await jobRow('test.long');
    // Three leases' worth later the job is still leased: its lease was renewed meanwhile.
    await expect
      .poll(async () => (await jobRow('test.long')).lockedAt!.getTime() - claimed.lockedAt!.getTime(), {
        interval: 100,
        timeout: 10_000,
      })
      .toBeGreaterThan(2500);
    const ranOther = deferred();
    const b = worker(
      {
        'test.long': { run: async () => void runs++ },
        'test.other': { run: async () => ranOther.resolve() },
      },
      { leaseMs: 1000 },
    );
    b.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.other', payload: {} }], 3));
    b.wake();
    // B has looked at the table (it ran the other job) and left the long one with A.
    await ranOther.promise;
    await b.stop();
    expect(runs).toBe(1);
    expect(await jobRow('test.long')).toMatchObject({
      status: 'running',
      lockedBy: claimed.lockedBy,
      attempts: 1,
    });
    release.resolve();
    await a.stop();
    expect(await jobRow('test.long')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('on a clean shutdown lets a running job finish', async () => {
    const started = deferred();
    const release = deferred();
    const w = worker({
      'test.slow': {
        run: async () => {
          started.resolve();
          await release.promise;
        },
      },
    });
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.slow', payload: {} }], 3));
    w.wake();
    await started.promise;
    const stopped = w.stop();
    release.resolve();
    await stopped;
    expect(await jobRow('test.slow')).toMatchObject({ status: 'done' });
  });

  it('hands a job that outlives the shutdown grace back to the queue', async () => {
    const started = deferred();
    const release = deferred();
    const w = worker(
      {
        'test.stuck': {
          run: async () => {
            started.resolve();
            await release.promise;
          },
        },
      },
      { graceMs: 50 },
    );
    w.start();
    await db().transaction((tx) => enqueueJobs(tx, [{ kind: 'test.stuck', payload: {} }], 3));
    w.wake();
    await started.promise;
    await w.stop();
    expect(await jobRow('test.stuck')).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null });
    release.resolve();
  });
});
