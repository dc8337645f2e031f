import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/server/auth/session-cookie';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { jobs } from '../../src/server/db/schema/jobs';
import { staffMembers, staffPasskeys } from '../../src/server/db/schema/staff';
import { appJobHandlers } from '../../src/server/app-job-handlers';
import type { MailMessage } from '../../src/server/services/mail/mail-service';
import { createSession, STAFF_GRANT_MS } from '../../src/server/services/sessions/session-store';
import { recoverOwner } from '../../src/server/services/staff/recover-owner';
import { STAFF_PASSWORD, totpCode } from '../fixtures/staff';
import { adminCookie, createTestApp, TEST_OWNER, type TestApp } from '../fixtures/test-app';

// Issue 36 item 8: `npm run admin:recover` made an existing HR person an owner at once, silently.
// Now every owner is emailed (durable jobs), the audit names the server's host and its user, the
// person's open sessions end, and their old factors stop working once the new link is used.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await adminCookie(t.app);
});
afterAll(() => t.close());

/** An enrolled HR person with a passkey and a signed-in session. */
async function hrPerson() {
  const { db } = t.deps.database;
  const [person] = await db
    .insert(staffMembers)
    .values({ name: 'Hana Hr', email: 'hana@example.com', role: 'hr', enrolledAt: new Date() })
    .returning();
  await db.insert(staffPasskeys).values({
    staffId: person!.id,
    credentialId: 'old-credential',
    publicKey: t.deps.cipher.encrypt('old-public-key'),
    counter: 0,
    transports: '',
  });
  const { token } = await createSession(db, {
    adminUntil: new Date(Date.now() + STAFF_GRANT_MS),
    staffId: person!.id,
    staffRole: 'hr',
  });
  return { id: person!.id, cookie: `${sessionCookieName(t.deps.env)}=${token}` };
}

describe('npm run admin:recover on an existing HR person', () => {
  it('emails every owner, audits the host and user, ends their sessions; the link replaces their factors', async () => {
    const hana = await hrPerson();
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: { cookie: hana.cookie } })).statusCode,
    ).toBe(200);
    const link = await recoverOwner(t.deps, t.deps.database.db, { email: 'Hana@Example.com' });
    expect(link.created).toBe(false);

    // Every active owner hears of it, the one who was there before included, through the queue.
    const queued = await t.deps.database.db.select().from(jobs).where(eq(jobs.kind, 'staff.owner-recovered'));
    expect(queued.map((j) => j.payload.to).sort()).toEqual(['hana@example.com', TEST_OWNER.email]);
    const sent: MailMessage[] = [];
    const capture = { send: async (m: MailMessage) => (sent.push(m), { messageId: 'test' }), close() {} };
    const toOwner = queued.find((j) => j.payload.to === TEST_OWNER.email)!;
    await appJobHandlers({ ...t.deps, mail: capture })['staff.owner-recovered']!.run(toOwner.payload);
    expect(sent[0]!.to).toBe(TEST_OWNER.email);
    expect(sent[0]!.text).toContain('Hana Hr <hana@example.com>');
    expect(sent[0]!.text).toContain('npm run admin:recover');
    expect(sent[0]!.text).toContain(`on the server ${os.hostname()} by the user ${os.userInfo().username}`);
    expect(sent[0]!.text).toContain('They were HR before; they are an owner now.');

    // The audit says who ran it where.
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.recover'), eq(auditLog.target, hana.id)));
    expect(audit).toMatchObject({
      actor: `admin:recover (${os.userInfo().username}@${os.hostname()})`,
      details: { from: 'hr', to: 'owner', host: os.hostname(), osUser: os.userInfo().username, notified: 2 },
    });

    // Her HR session does not become an owner's: it has ended.
    expect(
      (await t.app.inject({ url: '/api/admin/session', headers: { cookie: hana.cookie } })).statusCode,
    ).toBe(401);

    // Using the link replaces her old factors: the old passkey is gone, the new authenticator is hers.
    const token = /#(.+)$/.exec(link.url)![1]!;
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp',
      payload: { token },
    });
    const { secret } = offer.json<{ secret: string }>();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp/confirm',
      payload: { token, code: totpCode(secret), password: STAFF_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const keys = await t.deps.database.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, hana.id));
    expect(keys).toEqual([]);
  });

  it('refuses a name with a line break or hidden characters', async () => {
    await expect(
      recoverOwner(t.deps, t.deps.database.db, { email: 'new@example.com', name: 'New\r\nOwner' }),
    ).rejects.toThrow(/one line/);
    await expect(
      recoverOwner(t.deps, t.deps.database.db, { email: 'new@example.com', name: 'New\u200BOwner' }),
    ).rejects.toThrow(/one line/);
  });
});
