import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJobs } from '../../src/server/jobs/enqueue-jobs';
import { GUESS_CAP_JOB } from '../../src/server/services/email-codes/guess-limits';
import { IDENTITY_JOBS } from '../../src/server/services/identity/identity-job-handlers';
import { createMember } from '../fixtures/factories';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// An 'application moved' notice names both addresses, the device and the IP of the move; a
// guess-cap warning names the address. Neither belongs to a submission, so deleting the person
// must find them by the addresses they name (issue 19 item 5: deleted means gone).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The worker is not started: the notices stay queued, as they would while the mail server is away.
  t = await createTestApp({ JOB_MAX_ATTEMPTS: '1' });
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

async function queueNotices(email: string, other: string) {
  const moved = {
    from: other,
    into: email,
    movedAt: new Date().toISOString(),
    device: 'Tablet',
    ip: '203.0.113.9',
  };
  await enqueueJobs(
    t.deps.database.db,
    [
      { kind: IDENTITY_JOBS.applicationMoved, payload: { ...moved, to: other } },
      { kind: IDENTITY_JOBS.applicationMoved, payload: { ...moved, to: email } },
      { kind: GUESS_CAP_JOB, payload: { email, lockedUntil: new Date().toISOString() } },
    ],
    1,
  );
}

const jobsNaming = async (email: string) =>
  (await t.deps.database.db.select({ payload: jobs.payload }).from(jobs)).filter((j) =>
    JSON.stringify(j.payload).includes(email),
  ).length;

describe('notices about a person', () => {
  it('go with the member when approved records are deleted, and others stay', async () => {
    const gone = await createMember(t.deps, { email: 'moved-gone@example.com' });
    const kept = await createMember(t.deps, { email: 'moved-kept@example.com' });
    await queueNotices(gone.email, 'old-gone@example.com');
    await queueNotices(kept.email, 'old-kept@example.com');
    expect(await jobsNaming(gone.email)).toBe(3);
    await call('POST', `/api/admin/mark-downloaded/${gone.id}`, { officerName: 'Pat' });
    await call('POST', `/api/admin/approve-deletion/${gone.id}`, {
      officerName: 'Pat',
      hasDataElsewhere: true,
    });
    const res = await call('DELETE', '/api/admin/delete-approved');
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await jobsNaming(gone.email)).toBe(0);
    expect(await jobsNaming(kept.email)).toBe(3);
  });

  it('are all gone after clear-all', async () => {
    const res = await call('POST', '/api/admin/clear-all-data', { confirm: 'DELETE ALL DATA' });
    expect(res.statusCode).toBe(200);
    const [left] = await t.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(left!.n).toBe(0);
  });
});
