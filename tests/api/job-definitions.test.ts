import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJobs } from '../../src/server/jobs/enqueue-jobs';
import { IDENTITY_JOBS } from '../../src/server/services/identity/identity-job-handlers';
import type { DeliveriesPage } from '../../src/shared/answers/deliveries';
import { runJobs } from '../fixtures/run-jobs';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Decision 050: each job kind defines its payload; the worker parses it when it claims the job.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
});
afterAll(() => t.close());

describe('typed job definitions', () => {
  it('fails a job whose payload does not parse, lists it in Deliveries, and goes on', async () => {
    const db = t.deps.database.db;
    await enqueueJobs(db, [{ kind: IDENTITY_JOBS.applicationMoved, payload: { to: 42 } }], 5);
    const [bad] = await db.select().from(jobs).where(eq(jobs.kind, IDENTITY_JOBS.applicationMoved));
    const heard = await runJobs(t);
    // The worker went on to the job queued after it (runJobs' marker ran).
    expect(heard.length).toBeGreaterThan(0);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, bad!.id));
    expect(row!.status).toBe('failed');
    // At once, not after five tries: no retry can make the payload parse.
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toMatch(
      /^The payload of job kind 'identity\.application-moved' does not parse \(to: /,
    );

    const res = await t.app.inject({
      url: '/api/admin/deliveries?status=failed',
      headers: { cookie: await adminCookie(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DeliveriesPage>().deliveries.map((d) => d.id)).toContain(bad!.id);
  });
});
