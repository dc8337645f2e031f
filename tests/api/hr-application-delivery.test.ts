import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobs } from '../../src/server/db/schema/jobs';
import { FINISHED_JOB_DAYS, pruneFinishedJobs } from '../../src/server/jobs/job-queue';
import { SUBMISSION_JOBS } from '../../src/server/services/submission/submission-kinds';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { startSmtpPeer, startWebhookReceiver } from '../fixtures/delivery-peers';
import { type JobOutcome, runJobs } from '../fixtures/run-jobs';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp, submitAsHire } from '../fixtures/test-app';

// Issue 25 item 3: one application's history ends with its delivery to the records system, and
// its delivery retries show. A real receiver over HTTP refuses the first try; the app's worker is
// off and the test runs the queue itself, hearing each job's outcome once it has committed.

let t: TestApp;
let admin: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const receiver = startWebhookReceiver();

beforeAll(async () => {
  const port = await smtp.listen();
  const url = await receiver.listen();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RECORDS_WEBHOOK_URL: url,
      RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
      JOB_RETRY_BASE_MS: '10',
    },
    { runJobs: false },
  );
  admin = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

describe("one application's delivery to the records system", () => {
  it("shows a refused first try as a second attempt, and 'delivered' in the history", async () => {
    const member = await createCompleteApplication(t.deps, { member: { fullName: 'Della Delivery' } });
    const cookie = await employeeCookie(t.app, member.email);
    receiver.answerNext([503]);
    const submitted = await submitAsHire(t.app, member.email, cookie);
    expect(submitted.statusCode).toBe(200);
    const { submissionId } = submitted.json<{ submissionId: string }>();

    const deliveryOutcomes = (heard: JobOutcome[]) =>
      heard
        .filter((o) => o.kind === SUBMISSION_JOBS.deliverRecords && o.payload.submissionId === submissionId)
        .map((o) => o.outcome);
    // The sensitive information's own delivery (issue 42 item 3) is refused once too.
    const sensitiveDone = (heard: JobOutcome[]) =>
      heard.some(
        (o) =>
          o.kind === SUBMISSION_JOBS.deliverSensitiveRecords &&
          o.payload.submissionId === submissionId &&
          o.outcome === 'done',
      );
    const heard = await runJobs(t, {
      until: (o) => deliveryOutcomes(o).includes('done') && sensitiveDone(o),
    });
    expect(deliveryOutcomes(heard)).toEqual(['retry', 'done']);
    expect(receiver.deliveries.filter((d) => d.key === submissionId).map((d) => d.status)).toEqual([
      503, 200,
    ]);

    const list = await t.app.inject({
      url: `/api/admin/applications?search=${encodeURIComponent(member.email)}`,
      headers: { cookie: admin },
    });
    const row = list.json<ApplicationsPage>().applications.find((a) => a.email === member.email)!;
    expect(row).toMatchObject({ state: 'submitted', recordsSystemStatus: 'delivered' });
    const res = await t.app.inject({ url: `/api/admin/applications/${row.id}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const detail = res.json<ApplicationDetail>();

    expect(detail.deliveries).toHaveLength(1);
    expect(detail.deliveries[0]).toMatchObject({
      submissionId,
      status: 'delivered',
      lastError: null,
      deliveredAt: expect.any(String),
    });
    expect(detail.deliveries[0]!.attempts).toBe(2);
    const kinds = detail.history.map((h) => h.kind);
    expect(kinds.filter((kind) => kind === 'delivered')).toHaveLength(1);
    expect(kinds.indexOf('delivered')).toBeGreaterThan(kinds.indexOf('submitted'));
    expect(detail.history.find((h) => h.kind === 'delivered')!.at).toBe(detail.deliveries[0]!.deliveredAt);

    // A month on, the queue prunes its done jobs; HR's record still counts the two tries.
    await pruneFinishedJobs(t.deps.database.db, new Date(Date.now() + (FINISHED_JOB_DAYS + 1) * 86_400_000));
    const deliveryJobs = await t.deps.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(sql`${jobs.payload}->>'submissionId' = ${submissionId}`);
    expect(deliveryJobs).toEqual([]);
    const later = await t.app.inject({
      url: `/api/admin/applications/${row.id}`,
      headers: { cookie: admin },
    });
    expect(later.json<ApplicationDetail>().deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});
