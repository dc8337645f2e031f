import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../src/server/db/schema/email-codes';
import { sessions } from '../../src/server/db/schema/sessions';
import { sweepExpired } from '../../src/server/services/sessions/sweep-expired';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sweeping expired sessions and codes', () => {
  it('removes sessions past their expiry and old codes, and keeps live ones working', async () => {
    const live = await employeeCookie(t.app, 'live@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'coded@example.com' },
    });
    const db = t.deps.database.db;
    const before = {
      sessions: (await db.select().from(sessions)).length,
      codes: (await db.select().from(emailCodes)).length,
    };
    // The code asked for above, and the one that proved live@ (kept past its session's new token).
    expect(before.codes).toBe(2);

    // Forty days on, everything made today has expired.
    const later = new Date(Date.now() + 40 * 24 * 3600_000);
    expect((await sweepExpired(db, later)).sessions).toBe(before.sessions);
    expect(await db.select().from(sessions)).toHaveLength(0);
    // A code goes a day after it expired or was used, whatever became of its session.
    expect(await db.select().from(emailCodes)).toHaveLength(0);

    const nothing = await sweepExpired(db);
    expect(nothing).toEqual({ sessions: 0, codes: 0 });
    // The swept session's cookie now reads as no session at all.
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie: live } })).json();
    expect(status.email).toBeNull();
  });

  it('keeps sessions and codes that are still valid', async () => {
    await employeeCookie(t.app, 'fresh@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'fresh-code@example.com' },
    });
    expect(await sweepExpired(t.deps.database.db)).toEqual({ sessions: 0, codes: 0 });
  });
});
