import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesPage, Delivery } from '../../src/shared/answers/deliveries';
import type { RetentionMember } from '../../src/shared/answers/retention';
import type { Db } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema/audit-log';
import type { JobHandler } from '../../src/server/jobs/job-handler';
import { createJobWorker, type JobWorker } from '../../src/server/jobs/job-worker';
import { submissionJobHandlers } from '../../src/server/services/submission/submission-job-handlers';
import { SUBMISSION_JOBS } from '../../src/server/services/submission/submission-kinds';
import { startSmtpPeer, startWebhookReceiver } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  type TestApp,
  TEST_OWNER_ACTOR,
} from '../fixtures/test-app';

// Issue 20, item 3: a mail server that refuses every message until the jobs' tries run out (the
// outage), then accepts again; the admin finds the lost emails in Deliveries and retries them.
// The app's own worker is off: the test runs one with the app's real handlers and hears each
// job's outcome from them, so it waits on events, never on time.

const HR = 'hr-deliveries@example.com';
const MAX_ATTEMPTS = 3;
let t: TestApp;
let admin: string;
let worker: JobWorker;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const receiver = startWebhookReceiver();

interface Outcome {
  kind: string;
  submissionId: string;
  outcome: 'done' | 'failed';
}
const outcomes: Outcome[] = [];
let heard = () => {};
/** The outcomes a worker transaction recorded, told to the test once it has committed. */
const byTransaction = new WeakMap<Db, Outcome[]>();
const hear = (tx: Db, o: Outcome) => byTransaction.get(tx)?.push(o);

/**
 * The database as the worker sees it, but its outcome hooks are heard only after their
 * transaction commits: on PostgreSQL a request sees nothing before that.
 */
function committedOutcomes(db: Db): Db {
  const wrapped = Object.create(db) as Db;
  wrapped.transaction = (async (run: (tx: Db) => Promise<unknown>) => {
    const told: Outcome[] = [];
    const result = await db.transaction(async (tx) => {
      byTransaction.set(tx, told);
      return run(tx);
    });
    outcomes.push(...told);
    heard();
    return result;
  }) as Db['transaction'];
  return wrapped;
}
/** Resolves once `check` holds, re-checked on each outcome. */
function untilOutcomes(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const previous = heard;
    heard = () => {
      previous();
      if (check()) resolve();
    };
    if (check()) resolve();
  });
}
const outcomesOf = (submissionId: string, outcome: Outcome['outcome']) =>
  outcomes.filter((o) => o.submissionId === submissionId && o.outcome === outcome);

/** The app's handlers, each also reporting its outcome to the test. */
function observed(handlers: Record<string, JobHandler>): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([kind, h]) => [
      kind,
      {
        ...h,
        async onDone(tx, payload) {
          await h.onDone?.(tx, payload);
          hear(tx, { kind, submissionId: String(payload.submissionId), outcome: 'done' });
        },
        async onFailed(tx, payload, error) {
          await h.onFailed?.(tx, payload, error);
          hear(tx, { kind, submissionId: String(payload.submissionId), outcome: 'failed' });
        },
      } satisfies JobHandler,
    ]),
  );
}

beforeAll(async () => {
  const port = await smtp.listen();
  const url = await receiver.listen();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RECORDS_WEBHOOK_URL: url,
      RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
      JOB_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      JOB_RETRY_BASE_MS: '10',
    },
    { runJobs: false },
  );
  worker = createJobWorker({
    db: committedOutcomes(t.deps.database.db),
    handlers: observed(submissionJobHandlers(t.deps)),
    log: { info() {}, warn() {}, error() {} },
    retry: { baseMs: t.deps.env.JOB_RETRY_BASE_MS, capMs: 100 },
    leaseMs: 60_000,
    // Far longer than the test: the worker runs a job because it was woken or a retry fell due.
    pollMs: 600_000,
  });
  worker.start();
  admin = await adminCookie(t.app);
  await createRecipient(t.deps, { name: 'HR', email: HR });
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
  await receiver.close();
});

let hires = 0;
/** A new hire with all six tasks done and a proven session (its code mailed while the server accepts). */
async function newHire() {
  const fullName = `Deliveries Hire ${++hires}`;
  const member = await createCompleteApplication(t.deps, { member: { fullName } });
  return { member, cookie: await employeeCookie(t.app, member.email) };
}

async function submit(cookie: string, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { isResubmission: false },
  });
  expect(res.statusCode).toBe(200);
  worker.wake();
  return res.json().submissionId as string;
}

async function deliveries(status = 'all'): Promise<DeliveriesPage> {
  const res = await t.app.inject({
    url: `/api/admin/deliveries?status=${status}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const about = (page: DeliveriesPage, fullName: string) =>
  page.deliveries.filter((d) => d.applicant === fullName);

const retry = (id: number, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/deliveries/${id}/retry`, headers: { cookie } });

async function retentionRow(email: string) {
  const res = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } });
  return (res.json().members as RetentionMember[]).find((m) => m.email === email);
}

describe('Deliveries', () => {
  it('lists the emails lost to a mail server outage as failed, and Retry delivers each', async () => {
    const { member, cookie } = await newHire();
    smtp.refuse({ code: 451, text: '4.3.2 Service currently unavailable' });
    const submissionId = await submit(cookie, member.email);
    await untilOutcomes(
      // Done: the employment record and the sensitive information (issue 42 item 3), apart.
      () => outcomesOf(submissionId, 'failed').length === 2 && outcomesOf(submissionId, 'done').length === 2,
    );
    // Every try reached the peer and was refused: the tries ran out, nothing arrived.
    expect(smtp.refused.filter((to) => to === HR)).toHaveLength(MAX_ATTEMPTS);
    expect(smtp.refused.filter((to) => to === member.email)).toHaveLength(MAX_ATTEMPTS);
    expect(smtp.received.filter((m) => m.to.includes(HR))).toHaveLength(0);

    const failed = await deliveries('failed');
    expect(failed.counts.failed).toBe(2);
    expect(failed.total).toBe(2);
    const rows = about(failed, member.fullName);
    expect(rows).toHaveLength(2);
    const toHr = rows.find((d) => d.recipient === HR)!;
    const toHire = rows.find((d) => d.recipient === member.email)!;
    for (const row of [toHr, toHire]) {
      expect(row).toMatchObject({
        channel: 'email',
        state: 'failed',
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringMatching(/^SMTP 451\b/),
      });
    }
    expect(toHr.what).toBe('Application to a notification recipient');
    expect(toHire.what).toBe('Confirmation to the new hire');
    // The peer's reply named the address; the admin's view of the error does not.
    expect(JSON.stringify(failed.deliveries.map((d) => d.lastError))).not.toContain('@');
    const records = about(await deliveries('delivered'), member.fullName);
    expect(records.map((r) => r.what).sort()).toEqual([
      'Application to the records system',
      'Health and sensitive information to the records system',
    ]);
    for (const row of records)
      expect(row).toMatchObject({
        channel: 'records-system',
        recipient: 'Records system',
        state: 'delivered',
        lastError: null,
      });
    const counts = await t.app.inject({ url: '/api/admin/deliveries/counts', headers: { cookie: admin } });
    expect(counts.json()).toEqual({ failed: 2, pausedSince: null });

    // The mail server is back; the admin retries the HR notice.
    smtp.refuse(null);
    const retried = await retry(toHr.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: toHr.id, state: 'pending' });
    worker.wake();
    await smtp.until(() => smtp.received.some((m) => m.to.includes(HR)));
    await untilOutcomes(() => outcomesOf(submissionId, 'done').length === 3);
    const hrMail = smtp.received.filter((m) => m.to.includes(HR));
    expect(hrMail).toHaveLength(1);
    expect(hrMail[0]!.raw).toContain(member.fullName);

    const after = about(await deliveries(), member.fullName);
    expect(after.find((d) => d.id === toHr.id)).toMatchObject({
      state: 'delivered',
      attempts: 1,
      lastError: null,
    });
    expect(after.find((d) => d.id === toHire.id)).toMatchObject({ state: 'failed' });
    expect((await deliveries('failed')).counts.failed).toBe(1);

    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'delivery.retry'));
    expect(audit).toMatchObject([{ actor: TEST_OWNER_ACTOR, target: String(toHr.id) }]);

    // Retry applies to a failed delivery only.
    const again = await retry(toHr.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed delivery can be retried');
    expect((await retry(987_654_321)).statusCode).toBe(404);
    expect((await retry(toHire.id, cookie)).statusCode).toBe(401);

    // The new hire's confirmation, too.
    expect((await retry(toHire.id)).statusCode).toBe(200);
    worker.wake();
    await smtp.until(() =>
      smtp.received.some((m) => m.to.includes(member.email) && m.raw.includes('we have received')),
    );
    await untilOutcomes(() => outcomesOf(submissionId, 'done').length === 4);
    expect((await deliveries('failed')).counts.failed).toBe(0);
  });

  it('shows a records-system failure as the same job on the Deliveries and Data Retention Retry', async () => {
    const recordsRow = async (fullName: string): Promise<Delivery> => {
      // The employment record's (the sensitive information goes in a delivery of its own).
      const rows = about(await deliveries(), fullName).filter(
        (d) => d.channel === 'records-system' && d.what === 'Application to the records system',
      );
      expect(rows).toHaveLength(1);
      return rows[0]!;
    };

    // Retried on the Deliveries page: the submission's records-system state follows.
    const first = await newHire();
    receiver.answerNext([400]);
    const firstId = await submit(first.cookie, first.member.email);
    await untilOutcomes(() =>
      outcomes.some((o) => o.submissionId === firstId && o.kind === SUBMISSION_JOBS.deliverRecords),
    );
    receiver.answerNext([]);
    const failed = await recordsRow(first.member.fullName);
    // The receiver's body is not shown, only its status.
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/^HTTP 400\b/),
      recipient: 'Records system',
    });
    expect((await retentionRow(first.member.email))?.recordsSystemStatus).toBe('failed');
    expect((await retry(failed.id)).statusCode).toBe(200);
    expect((await retentionRow(first.member.email))?.recordsSystemStatus).toBe('pending');
    worker.wake();
    await untilOutcomes(() =>
      outcomesOf(firstId, 'done').some((o) => o.kind === SUBMISSION_JOBS.deliverRecords),
    );
    expect(receiver.deliveries.filter((d) => d.key === firstId).map((d) => d.status)).toEqual([400, 200]);
    expect((await retentionRow(first.member.email))?.recordsSystemStatus).toBe('delivered');
    expect(await recordsRow(first.member.fullName)).toMatchObject({ id: failed.id, state: 'delivered' });

    // Retried on the Data Retention page: the same job goes back, no second one is made.
    const second = await newHire();
    receiver.answerNext([400]);
    const secondId = await submit(second.cookie, second.member.email);
    await untilOutcomes(
      () =>
        outcomesOf(secondId, 'failed').filter((o) => o.kind === SUBMISSION_JOBS.deliverRecords).length === 1,
    );
    receiver.answerNext([]);
    const job = await recordsRow(second.member.fullName);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/submissions/${secondId}/retry-delivery`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    worker.wake();
    await untilOutcomes(() =>
      outcomesOf(secondId, 'done').some((o) => o.kind === SUBMISSION_JOBS.deliverRecords),
    );
    expect(await recordsRow(second.member.fullName)).toMatchObject({
      id: job.id,
      state: 'delivered',
      lastError: null,
    });
    expect((await retentionRow(second.member.email))?.recordsSystemStatus).toBe('delivered');
  });
});
