import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { teamMembers } from '../../src/server/db/schema/team-members';
import type { RetentionMember } from '../../src/shared/answers/retention';
import { createCompleteApplication } from '../fixtures/task-factories';
import { dateTask } from '../fixtures/task-state';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 12, item 7: deletion is approved only for data the records system holds (or with the
// officer's tick). An approval must not carry over to data resubmitted after it.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const adminCall = (method: 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

it('a resubmission after the approval withdraws it, so deleting approved records keeps the new data', async () => {
  const member = await createCompleteApplication(t.deps, { withTaskPdfs: true });
  const cookie = await employeeCookie(t.app, member.email);
  const submit = (isResubmission: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${encodeURIComponent(member.email)}`,
      headers: { cookie },
      payload: { isResubmission },
    });
  expect((await submit(false)).statusCode).toBe(200);
  // The records system received it; the officer downloads and approves, no tick needed.
  await db()
    .update(submissionRecords)
    .set({ recordsSystemStatus: 'delivered', deliveredAt: new Date() })
    .where(eq(submissionRecords.memberId, member.id));
  const officer = { officerName: 'Jo Officer' };
  expect((await adminCall('POST', `/api/admin/mark-downloaded/${member.id}`, officer)).statusCode).toBe(200);
  expect((await adminCall('POST', `/api/admin/approve-deletion/${member.id}`, officer)).statusCode).toBe(200);

  // The new hire changes a task and resubmits: the records system has not received that yet.
  await db()
    .update(taxDeclarations)
    .set({ basisOfPayment: 'casual', updatedAt: new Date(Date.now() + 1000) })
    .where(eq(taxDeclarations.memberId, member.id));
  await dateTask(t.deps, member.email, 'tax-declaration', new Date(Date.now() + 1000));
  expect((await submit(true)).statusCode).toBe(200);

  const list = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } });
  const row = (list.json().members as RetentionMember[]).find((m) => m.id === member.id)!;
  // New data HR has not downloaded: back to Pending Download (issue 22 §4).
  expect(row).toMatchObject({ status: 'Pending Download', approvedForDeletion: false, approvedBy: null });
  expect(list.json().counts).toMatchObject({ downloaded: 0, approvedForDeletion: 0 });

  expect((await adminCall('DELETE', '/api/admin/delete-approved')).json()).toEqual({ deletedCount: 0 });
  expect(await db().select().from(teamMembers).where(eq(teamMembers.id, member.id))).toHaveLength(1);
});
