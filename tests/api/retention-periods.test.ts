import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, dayOf, formatIsoDay } from '../../src/shared/date-time-format';
import { addYears } from '../../src/shared/retention-rules';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { jobs } from '../../src/server/db/schema/jobs';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { appJobHandlers } from '../../src/server/app-job-handlers';
import { jobHandlers } from '../../src/server/jobs/define-job';
import {
  RETENTION_JOBS,
  retentionSweepJob,
  scheduleRetentionSweep,
} from '../../src/server/services/retention/retention-purge';
import { createMember, createTaxDeclaration, type Member } from '../fixtures/factories';
import { runJobs } from '../fixtures/run-jobs';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

const DAY_MS = 86_400_000;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
  cookie = await adminCookie(t.app);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const today = () => dayOf(new Date(), DEFAULT_TIME_ZONE);
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);

const post = (url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const markDownloaded = (id: string) =>
  post(`/api/admin/mark-downloaded/${id}`, { officerName: 'Jane Officer' });
const approve = (id: string) =>
  post(`/api/admin/approve-deletion/${id}`, { officerName: 'Sam Approver', hasDataElsewhere: true });
const deleteApproved = () =>
  t.app.inject({ method: 'DELETE', url: '/api/admin/delete-approved', headers: { cookie } });
const exists = async (id: string) =>
  (await db().select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.id, id))).length === 1;

/** A hire whose application HR approved (an employee), with the end date if the employment ended. */
async function employee(email: string, endedOn: string | null): Promise<Member> {
  const member = await createMember(t.deps, { email, fullName: 'Erin Employee' });
  await createTaxDeclaration(t.deps, member);
  await db()
    .insert(applications)
    .values({ email, approvedAt: daysAgo(3000), approvedBy: 'HR', startedOn: '2015-01-05', endedOn });
  return member;
}

async function auditOf(action: string) {
  return db().select().from(auditLog).where(eq(auditLog.action, action));
}

describe('retention periods (decision 108)', () => {
  it('refuses to approve the deletion of an employee record in its period, naming the rule and the date', async () => {
    const working = await employee('still-working@example.com', null);
    await markDownloaded(working.id);
    const res = await approve(working.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('retention_period');
    expect(res.json().message).toContain(
      'Employee record: 7 years after the employment ends (Fair Work Act 2009 s535; Fair Work Regulations 2009 regs 3.31-3.44)',
    );

    const endedOn = addYears(today(), -2);
    const left = await employee('left-two-years-ago@example.com', endedOn);
    await markDownloaded(left.id);
    const refused = await approve(left.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`until ${formatIsoDay(addYears(endedOn, 7))}`);
    expect(refused.json().message).toContain('Employee record');
    const [listed] = (
      await t.app.inject({ url: '/api/admin/team-members?search=left-two-years-ago', headers: { cookie } })
    ).json().members;
    expect(listed.retention).toMatchObject({
      rule: 'employee-record',
      deletableFrom: addYears(endedOn, 7),
      isDeletable: false,
    });
    expect(await exists(left.id)).toBe(true);
  });

  it('deletes an employee record whose end date is more than 7 years ago, audited with the rule', async () => {
    const long = await employee('long-gone@example.com', addYears(today(), -8));
    await markDownloaded(long.id);
    expect((await approve(long.id)).statusCode).toBe(200);
    const approval = (await auditOf('retention.approve_deletion')).find((a) => a.target === long.id);
    expect(approval?.details).toMatchObject({ rule: 'employee-record' });

    const res = await deleteApproved();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect(await exists(long.id)).toBe(false);
    const [deletion] = await auditOf('retention.delete_approved');
    expect(deletion?.details).toMatchObject({ count: 1, rules: { 'employee-record': 1 } });
  });

  it('keeps everyone when one approved record is back in its period, naming them', async () => {
    const hire = await createMember(t.deps, { email: 'became-employee@example.com', fullName: 'Bea Came' });
    const other = await createMember(t.deps, { email: 'never-started@example.com' });
    for (const m of [hire, other]) {
      await markDownloaded(m.id);
      expect((await approve(m.id)).statusCode).toBe(200);
    }
    // HR approves Bea's application after her record was approved for deletion: she is an employee now.
    await db().insert(applications).values({ email: hire.email, approvedAt: new Date(), approvedBy: 'HR' });
    const res = await deleteApproved();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("Bea Came's record must be kept");
    expect(await exists(hire.id)).toBe(true);
    expect(await exists(other.id)).toBe(true);
    await post(`/api/admin/withdraw-approval/${hire.id}`);
    expect((await deleteApproved()).json()).toEqual({ deletedCount: 1 });
  });

  it('a legal hold stops any deletion until the owner removes it; placing and removing are audited', async () => {
    const held = await createMember(t.deps, { email: 'held@example.com' });
    await markDownloaded(held.id);
    expect((await approve(held.id)).statusCode).toBe(200);
    const placed = await post(`/api/admin/legal-hold/${held.id}`, { reason: 'Claim lodged with the FWC' });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      approvedForDeletion: false,
      legalHold: { reason: 'Claim lodged with the FWC', by: 'Test Owner' },
    });
    const refused = await approve(held.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('legal_hold');
    expect((await post(`/api/admin/legal-hold/${held.id}`, { reason: ' ' })).statusCode).toBe(400);

    // The daily job passes it by, however long ago the last activity.
    await db()
      .update(teamMembers)
      .set({ createdAt: daysAgo(400), updatedAt: daysAgo(400) })
      .where(eq(teamMembers.id, held.id));
    await sweepAt(new Date(Date.now() + 400 * DAY_MS));
    expect(await exists(held.id)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/legal-hold/${held.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().legalHold).toBeNull();
    expect((await approve(held.id)).statusCode).toBe(200);
    expect((await auditOf('retention.legal_hold')).map((a) => a.target)).toContain(held.id);
    expect((await auditOf('retention.legal_hold_removed')).map((a) => a.target)).toContain(held.id);
    await post(`/api/admin/withdraw-approval/${held.id}`);
  });

  it('the daily job purges a never-started hire 90 days after the invitation expired, audited with the rule', async () => {
    const email = 'invited-never-came@example.com';
    const [invited] = await db()
      .insert(applications)
      .values({
        email,
        fullName: 'Ivy Invited',
        invitedAt: new Date(),
        tokenExpiresAt: new Date(Date.now() + 7 * DAY_MS),
      })
      .returning();
    const stale = await createMember(t.deps, { email: 'submitted-not-approved@example.com' });
    const working = await employee('employed@example.com', null);

    await sweepAt(new Date(Date.now() + 96 * DAY_MS));
    expect(await applicationExists(invited!.id)).toBe(true);

    const before = (await auditOf('retention.purged')).length;
    await sweepAt(new Date(Date.now() + 98 * DAY_MS));
    expect(await applicationExists(invited!.id)).toBe(false);
    expect(await exists(stale.id)).toBe(false);
    expect(await exists(working.id)).toBe(true);
    const purged = (await auditOf('retention.purged')).slice(before);
    expect(purged.map((a) => a.details)).toContainEqual({
      rule: 'never-employed',
      count: expect.any(Number),
    });
    expect(purged.every((a) => a.actor === 'system')).toBe(true);
    // The audit keeps counts and rules, never the person.
    expect(JSON.stringify(purged)).not.toContain(email);
    // And the next sweep is queued a day later.
    const next = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_JOBS.sweep), inArray(jobs.status, ['pending'])));
    expect(next).toHaveLength(1);
  });

  it('refuses Clear All Data while an employee record is in its period, and says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clear-all-data',
      payload: { confirm: 'DELETE ALL DATA' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(
      'Clear All Data is for an install with no employee record inside its retention period (or a test install).',
    );
    expect(res.json().message).toContain("Erin Employee's record must be kept");
  });
});

const applicationExists = async (id: string) =>
  (await db().select({ id: applications.id }).from(applications).where(eq(applications.id, id))).length === 1;

/** Runs the daily sweep through the queue with its clock at `at`. */
async function sweepAt(at: Date) {
  await db().delete(jobs).where(eq(jobs.kind, RETENTION_JOBS.sweep));
  await scheduleRetentionSweep(db(), new Date());
  const heard = await runJobs(t, {
    handlers: { ...appJobHandlers(t.deps), ...jobHandlers([retentionSweepJob(() => at)], t.deps) },
  });
  expect(heard.filter((o) => o.kind === RETENTION_JOBS.sweep).map((o) => o.outcome)).toEqual(['done']);
}

describe('a test install (RETENTION_TEST_INSTALL)', () => {
  it('clears all data even while an employee record is in its period', async () => {
    const test = await createTestApp({ RETENTION_TEST_INSTALL: 'true' });
    try {
      const member = await createMember(test.deps, { email: 'demo-employee@example.com' });
      await test.deps.database.db
        .insert(applications)
        .values({ email: member.email, approvedAt: new Date(), approvedBy: 'HR' });
      const res = await test.app.inject({
        method: 'POST',
        url: '/api/admin/clear-all-data',
        payload: { confirm: 'DELETE ALL DATA' },
        headers: { cookie: await adminCookie(test.app) },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().cleared.teamMembers).toBe(1);
    } finally {
      await test.close();
    }
  });
});
