import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesPage } from '../../src/shared/answers/deliveries';
import { appJobHandlers } from '../../src/server/app-job-handlers';
import { appSettings } from '../../src/server/db/schema/app-settings';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJobs } from '../../src/server/jobs/enqueue-jobs';
import type { JobHandler } from '../../src/server/jobs/job-handler';
import {
  GUESS_CAP_JOB,
  MAX_FAILED_GUESSES,
  recordFailedGuess,
} from '../../src/server/services/email-codes/guess-limits';
import { DELIVERIES_PAUSED_KEY } from '../../src/server/services/deliveries/deliveries-paused';
import { IDENTITY_JOBS } from '../../src/server/services/identity/identity-job-handlers';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { runJobs } from '../fixtures/run-jobs';
import { adminCookie, createTestApp, type TestApp, TEST_OWNER_ACTOR } from '../fixtures/test-app';

// Issue 37 items 3, 4 and 10, through a real SMTP peer: the guess-cap notice and the 'application
// moved' notice, refused until their tries run out, are listed in Deliveries as failed (they used
// to vanish); 'Retry all failed' sends them again, one kind or all; and a job sent twice carries
// one Message-ID, so the receiving server can tell the copy.

const MAX_ATTEMPTS = 2;
let t: TestApp;
let admin: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, JOB_MAX_ATTEMPTS: String(MAX_ATTEMPTS), JOB_RETRY_BASE_MS: '10' },
    { runJobs: false },
  );
  admin = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function deliveries(status = 'all'): Promise<DeliveriesPage> {
  const res = await t.app.inject({
    url: `/api/admin/deliveries?status=${status}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const retryAll = (payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/deliveries/retry-failed', payload, headers: { cookie } });

/** Runs the queue until `n` jobs of `kind` have run out of tries (or been done). */
const runUntil = (kind: string, outcome: 'failed' | 'done', n: number) =>
  runJobs(t, { until: (heard) => heard.filter((o) => o.kind === kind && o.outcome === outcome).length >= n });

const messageIds = (to: string) =>
  smtp.received.filter((m) => m.to.includes(to)).map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());

describe('every email is a delivery', () => {
  it('lists a refused guess-cap notice and application-moved notice as failed; Retry all failed sends them', async () => {
    const guessed = 'guessed-address@example.com';
    const moved = 'moved-to@example.com';
    smtp.refuse({ code: 550, text: '5.1.1 Mailbox unavailable' });
    // Wrong codes up to the cap: the last one locks the address and queues the notice.
    const queue = { maxAttempts: t.deps.env.JOB_MAX_ATTEMPTS, wake() {} };
    for (let i = 0; i < MAX_FAILED_GUESSES; i++) await recordFailedGuess(t.deps.database.db, guessed, queue);
    await enqueueJobs(
      t.deps.database.db,
      [
        {
          kind: IDENTITY_JOBS.applicationMoved,
          payload: {
            to: moved,
            from: 'moved-from@example.com',
            into: moved,
            movedAt: new Date().toISOString(),
            device: 'Tablet',
            ip: '203.0.113.9',
          },
        },
      ],
      MAX_ATTEMPTS,
    );
    await runJobs(t, {
      until: (heard) => heard.filter((o) => o.outcome === 'failed').length >= 2,
    });
    expect(smtp.refused.filter((to) => to === guessed)).toHaveLength(MAX_ATTEMPTS);
    expect(smtp.refused.filter((to) => to === moved)).toHaveLength(MAX_ATTEMPTS);

    const failed = await deliveries('failed');
    expect(failed.counts.failed).toBe(2);
    expect(failed.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          what: 'Too many incorrect codes: notice to the email address',
          recipient: guessed,
          channel: 'email',
          state: 'failed',
          attempts: MAX_ATTEMPTS,
          lastError: expect.stringMatching(/^SMTP 550\b/),
        }),
        expect.objectContaining({
          what: 'Application moved to another email: notice to the new hire',
          recipient: moved,
          state: 'failed',
          attempts: MAX_ATTEMPTS,
        }),
      ]),
    );
    expect(failed.failedKinds.map((k) => k.kind).sort()).toEqual(
      [GUESS_CAP_JOB, IDENTITY_JOBS.applicationMoved].sort(),
    );
    const counts = await t.app.inject({ url: '/api/admin/deliveries/counts', headers: { cookie: admin } });
    expect(counts.json()).toEqual({ failed: 2, pausedSince: null });

    // The mail server is back: the guess-cap notices alone first, then every other.
    smtp.refuse(null);
    expect((await retryAll({ kind: 'no.such-kind' })).statusCode).toBe(400);
    const one = await retryAll({ kind: GUESS_CAP_JOB });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ retried: 1 });
    await runUntil(GUESS_CAP_JOB, 'done', 1);
    expect(smtp.received.filter((m) => m.to.includes(guessed))).toHaveLength(1);
    expect(smtp.received.filter((m) => m.to.includes(moved))).toHaveLength(0);
    expect((await deliveries('failed')).counts.failed).toBe(1);

    const rest = await retryAll({});
    expect(rest.json()).toEqual({ retried: 1 });
    await runUntil(IDENTITY_JOBS.applicationMoved, 'done', 1);
    expect(smtp.received.filter((m) => m.to.includes(moved))).toHaveLength(1);
    expect((await retryAll({})).json()).toEqual({ retried: 0 });
    expect((await deliveries('failed')).counts.failed).toBe(0);

    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'delivery.retry_all'))
      .orderBy(auditLog.id);
    expect(audit).toMatchObject([
      { actor: TEST_OWNER_ACTOR, target: GUESS_CAP_JOB, details: expect.objectContaining({ retried: 1 }) },
      { actor: TEST_OWNER_ACTOR, target: null, details: expect.objectContaining({ retried: 1 }) },
      { actor: TEST_OWNER_ACTOR, target: null, details: expect.objectContaining({ retried: 0 }) },
    ]);
    // Without an admin session: refused.
    expect((await retryAll({}, '')).statusCode).toBe(401);
  });

  it('sends a job sent twice with the same Message-ID, and another job with another', async () => {
    const to = 'twice@example.com';
    const notice = (ip: string) => ({
      kind: IDENTITY_JOBS.applicationMoved,
      payload: {
        to,
        from: 'a@example.com',
        into: to,
        movedAt: new Date().toISOString(),
        device: 'Phone',
        ip,
      },
    });
    await enqueueJobs(t.deps.database.db, [notice('203.0.113.1')], MAX_ATTEMPTS);
    // The first try's message reaches the peer, but its outcome is lost before the job is marked
    // done (as across a database restart): the job runs again and the message is sent again.
    const handlers = appJobHandlers(t.deps);
    const real = handlers[IDENTITY_JOBS.applicationMoved]!;
    let tries = 0;
    const lostOnce: JobHandler = {
      ...real,
      async run(payload) {
        await real.run(payload);
        if (++tries === 1) throw new Error('connection to the database lost');
      },
    };
    await runJobs(t, {
      handlers: { ...handlers, [IDENTITY_JOBS.applicationMoved]: lostOnce },
      until: (heard) => heard.some((o) => o.kind === IDENTITY_JOBS.applicationMoved && o.outcome === 'done'),
    });
    const ids = messageIds(to);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^<onboarding-job-\d+-[0-9a-z]+@example\.com>$/);
    expect(ids[1]).toBe(ids[0]);

    // Another job, even with the same words, has a Message-ID of its own.
    await enqueueJobs(t.deps.database.db, [notice('203.0.113.1')], MAX_ATTEMPTS);
    await runUntil(IDENTITY_JOBS.applicationMoved, 'done', 1);
    const all = messageIds(to);
    expect(all).toHaveLength(3);
    expect(all[2]).not.toBe(all[0]);
  });

  it("holds a restored copy's deliveries, shown on the admin pages, until an owner resumes them", async () => {
    const restoredAt = '2026-11-28T22:00:00.000Z';
    const db = t.deps.database.db;
    await db.insert(appSettings).values({ key: DELIVERIES_PAUSED_KEY, value: restoredAt });
    // The app's own queue, as a started app runs it: an email, then a job of a kind no handler
    // runs, which fails once the worker has looked past the email.
    const to = 'paused@example.com';
    await enqueueJobs(
      db,
      [
        {
          kind: IDENTITY_JOBS.applicationMoved,
          payload: {
            to,
            from: 'b@example.com',
            into: to,
            movedAt: new Date().toISOString(),
            device: 'PC',
            ip: '203.0.113.2',
          },
        },
        { kind: 'test.after-the-email', payload: {} },
      ],
      MAX_ATTEMPTS,
    );
    await t.deps.jobs.start(t.app.log);
    const status = async (kind: string) =>
      (
        await db
          .select({ status: jobs.status })
          .from(jobs)
          .where(eq(jobs.kind, kind))
          .orderBy(desc(jobs.id))
          .limit(1)
      )[0]?.status;
    await expect.poll(() => status('test.after-the-email'), { timeout: 20_000 }).toBe('failed');
    expect(await status(IDENTITY_JOBS.applicationMoved)).toBe('pending');
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(0);

    const counts = async () =>
      (await t.app.inject({ url: '/api/admin/deliveries/counts', headers: { cookie: admin } })).json();
    expect(await counts()).toMatchObject({ pausedSince: restoredAt });
    const resume = () =>
      t.app.inject({ method: 'POST', url: '/api/admin/deliveries/resume', headers: { cookie: admin } });
    const first = await resume();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ resumed: true });
    await smtp.until(() => smtp.received.some((m) => m.to.includes(to)));
    await expect.poll(() => status(IDENTITY_JOBS.applicationMoved), { timeout: 20_000 }).toBe('done');
    await t.deps.jobs.stop();
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(await counts()).toMatchObject({ pausedSince: null });
    expect((await resume()).json()).toEqual({ resumed: false });
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'delivery.resume'));
    expect(audit).toMatchObject([
      { actor: TEST_OWNER_ACTOR, details: expect.objectContaining({ restoredAt }) },
    ]);
  });
});
