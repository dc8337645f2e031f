import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { emailCodes } from '../../src/server/db/schema/email-codes';
import { medicalDeclarations } from '../../src/server/db/schema/medical-declarations';
import { notificationRecipients } from '../../src/server/db/schema/notification-recipients';
import { policyAcknowledgments } from '../../src/server/db/schema/policy-acknowledgments';
import { policyDocuments } from '../../src/server/db/schema/policy-documents';
import { sessions } from '../../src/server/db/schema/sessions';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { superfundChoices } from '../../src/server/db/schema/superfund-choices';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createMemberWithEverything, createRecipient, createStoredFile } from '../fixtures/factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  type TestApp,
  TEST_OWNER_ACTOR,
} from '../fixtures/test-app';

let t: TestApp;
let cookie: string;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await adminCookie(t.app);
  await createMemberWithEverything(t.deps);
  await createMemberWithEverything(t.deps);
  await createStoredFile(t.deps, { email: 'half-done@example.com' });
  await createRecipient(t.deps);
  employee = await employeeCookie(t.app, 'in-progress@example.com');
});
afterAll(() => t.close());

const clear = (payload?: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: '/api/admin/clear-all-data', payload, headers });

async function counts() {
  const db = t.deps.database.db;
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  return {
    teamMembers: await n(db.select({ n: count() }).from(teamMembers)),
    taxDeclarations: await n(db.select({ n: count() }).from(taxDeclarations)),
    medicalDeclarations: await n(db.select({ n: count() }).from(medicalDeclarations)),
    superfundChoices: await n(db.select({ n: count() }).from(superfundChoices)),
    policyAcknowledgments: await n(db.select({ n: count() }).from(policyAcknowledgments)),
    submissionRecords: await n(db.select({ n: count() }).from(submissionRecords)),
    stepDrafts: await n(db.select({ n: count() }).from(stepDrafts)),
    storedFiles: await n(db.select({ n: count() }).from(storedFiles)),
    emailCodes: await n(db.select({ n: count() }).from(emailCodes)),
    policyDocuments: await n(db.select({ n: count() }).from(policyDocuments)),
    recipients: await n(db.select({ n: count() }).from(notificationRecipients)),
  };
}

describe('clear all data', () => {
  it('answers 401 without an admin session, even with the confirmation', async () => {
    const res = await clear({ confirm: 'DELETE ALL DATA' }, { cookie: employee });
    expect(res.statusCode).toBe(401);
    expect((await counts()).teamMembers).toBe(2);
  });

  it('refuses without the typed confirmation and deletes nothing', async () => {
    const before = await counts();
    for (const payload of [{}, { confirm: 'delete all data' }, { confirm: 'yes' }]) {
      const res = await clear(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation',
        message: 'Type DELETE ALL DATA to confirm',
        fields: { confirm: 'Type DELETE ALL DATA to confirm' },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('wipes every application but keeps policies, recipients and the admin session', async () => {
    const before = await counts();
    const res = await clear({ confirm: 'DELETE ALL DATA' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cleared: { teamMembers: 2, policyAcknowledgments: 2 } });

    expect(await counts()).toEqual({
      teamMembers: 0,
      taxDeclarations: 0,
      medicalDeclarations: 0,
      superfundChoices: 0,
      policyAcknowledgments: 0,
      submissionRecords: 0,
      stepDrafts: 0,
      storedFiles: 0,
      emailCodes: 0,
      policyDocuments: before.policyDocuments,
      recipients: 1,
    });
    // Employee sessions are gone; the admin's stays.
    const left = await t.deps.database.db.select().from(sessions);
    expect(left).toHaveLength(1);
    expect(left[0]!.adminUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie: employee } })).json();
    expect(status.email).toBeNull();

    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data.clear_all'));
    expect(entry).toMatchObject({
      actor: TEST_OWNER_ACTOR,
      details: { teamMembers: 2, policyAcknowledgments: 2 },
    });
  });
});
