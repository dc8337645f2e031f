import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { sessionCookieName } from '../../src/server/auth/session-cookie';
import { createDeps } from '../../src/server/create-deps';
import { staffMembers } from '../../src/server/db/schema/staff';
import { createSession, STAFF_GRANT_MS } from '../../src/server/services/sessions/session-store';
import type { AppDeps } from '../../src/server/types';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 36 item 11: a role change reached a second instance up to a minute late (its session
// cache kept the old role). Two app instances share one database here (one PGlite handle, or one
// PostgreSQL database with TEST_DATABASE_URL); each change is made on one and must hold on the
// other at the very next request.

let t: TestApp;
let second: { app: FastifyInstance; deps: AppDeps };
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  const deps = await createDeps(t.deps.env, t.deps.database);
  const app = await buildApp(deps, { logLevel: 'silent' });
  await app.ready();
  second = { app, deps };
  owner = await adminCookie(t.app);
});
afterAll(async () => {
  await second.app.close();
  await second.deps.live.stop();
  await second.deps.keyWatch.stop();
  second.deps.mail.close();
  await t.close();
});

/** An enrolled person with a signed-in session of theirs. */
async function signedIn(email: string, role: 'owner' | 'hr' | 'payroll') {
  const { db } = t.deps.database;
  const [person] = await db
    .insert(staffMembers)
    .values({ name: email.split('@')[0]!, email, role, enrolledAt: new Date() })
    .returning();
  const { token } = await createSession(db, {
    adminUntil: new Date(Date.now() + STAFF_GRANT_MS),
    staffId: person!.id,
    staffRole: role,
  });
  return { id: person!.id, cookie: `${sessionCookieName(t.deps.env)}=${token}` };
}

const onSecond = (url: string, cookie: string) => second.app.inject({ url, headers: { cookie } });

describe('staff changes reach every instance at the next request', () => {
  it('an owner made payroll on one instance is refused owner pages on the other at once', async () => {
    const person = await signedIn('odette@example.com', 'owner');
    // The second instance has the session in memory, with the owner role.
    expect((await onSecond('/api/admin/staff', person.cookie)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${person.id}`,
      headers: { cookie: owner },
      payload: { role: 'payroll' },
    });
    expect(changed.statusCode).toBe(200);
    const refused = await onSecond('/api/admin/staff', person.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/role does not allow/);
    const session = await onSecond('/api/admin/session', person.cookie);
    expect(session.json()).toMatchObject({ role: 'payroll' });
  });

  it('payroll made HR on one instance opens HR pages on the other at once', async () => {
    const person = await signedIn('paul@example.com', 'payroll');
    expect((await onSecond('/api/admin/invitations', person.cookie)).statusCode).toBe(200);
    expect((await onSecond('/api/admin/deliveries', person.cookie)).statusCode).toBe(403);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${person.id}`,
      headers: { cookie: owner },
      payload: { role: 'hr' },
    });
    expect((await onSecond('/api/admin/deliveries', person.cookie)).statusCode).toBe(200);
  });

  it('a person deactivated on one instance is signed out on the other at once', async () => {
    const person = await signedIn('harriet@example.com', 'hr');
    expect((await onSecond('/api/admin/session', person.cookie)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${person.id}/deactivate`,
      headers: { cookie: owner },
    });
    expect(off.statusCode).toBe(200);
    expect((await onSecond('/api/admin/session', person.cookie)).statusCode).toBe(401);
    expect((await onSecond('/api/admin/invitations', person.cookie)).statusCode).toBe(401);
  });
});
