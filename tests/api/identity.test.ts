import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { sessions } from '../../src/server/db/schema/sessions';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { sweepExpired } from '../../src/server/services/sessions/sweep-expired';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart } from '../fixtures/member-form';
import { readEmailCode } from '../fixtures/read-email-code';
import {
  createTestApp,
  proveEmailCode,
  sessionCookie,
  TEST_ADMIN_PIN,
  type TestApp,
} from '../fixtures/test-app';
import path from 'node:path';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await makeHeadshotJpeg();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const basicInfo = (email: string, fullName = 'Nina Newhire') => ({
  fullName,
  email,
  mobile: '0412 345 678',
  gender: 'Female',
  dateOfBirth: '1995-03-03',
});
const attackerBank = {
  bankInstitution: 'Thief Bank',
  bankAccountName: 'M Allory',
  bankBSB: '999-999',
  bankAccountNumber: '66666666',
};
const sessionCount = async () => (await db().select({ n: count() }).from(sessions))[0]!.n;
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('the reviewed takeover, replayed', () => {
  it("refuses every one of the attacker's requests", async () => {
    const victim = 'newhire@example.com';
    // 1. With no cookie, the attacker saves basic info and a bank draft for the new hire's email.
    const planted = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: basicInfo(victim, 'Mallory'),
    });
    expect(planted.statusCode).toBe(200);
    expect(planted.json().proven).toBe(false);
    const attacker = sessionCookie(planted);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/bank-details',
      payload: attackerBank,
      headers: { cookie: attacker },
    });
    expect((await get('/api/me/status', attacker)).json().email).toBeNull();
    expect((await get(`/api/team-members/by-email/${victim}`, attacker)).statusCode).toBe(403);

    // 2. The real new hire saves basic info (no 409), proves the email, and finds no planted draft.
    const start = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: basicInfo(victim),
    });
    expect(start.statusCode).toBe(200);
    const hire = await proveEmailCode(t.app, victim, sessionCookie(start));
    const drafts = (await get('/api/me/drafts', hire)).json().drafts;
    expect(drafts['basic-info'].fullName).toBe('Nina Newhire');
    expect(drafts['bank-details']).toBeUndefined();
    const m = multipart(memberFields(victim, { fullName: 'Nina Newhire' }), {
      name: 'profile.jpg',
      type: 'image/jpeg',
      data: jpeg,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      payload: m.payload,
      headers: { ...m.headers, cookie: hire },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    // 3. The attacker's session reads nothing, changes nothing, deletes nothing.
    const read = await get(`/api/team-members/by-email/${victim}`, attacker);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('VZ7788123');
    const swap = multipart(memberFields(victim, { ...attackerBank }));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${id}`,
      payload: swap.payload,
      headers: { ...swap.headers, cookie: attacker },
    });
    expect(put.statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: '/api/me/clear', payload: {}, headers: { cookie: attacker } });
    const [member] = await db().select().from(teamMembers).where(eq(teamMembers.id, id));
    expect(member).toBeDefined();
    const view = (await get(`/api/team-members/by-email/${victim}`, hire)).json();
    expect(view.bankAccountNumber).toBe(memberFields(victim).bankAccountNumber);
    expect(view.bankInstitution).not.toBe('Thief Bank');
  });

  it('a token planted before the proof reads nothing after it (fixation)', async () => {
    const planted = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: basicInfo('fixated@example.com'),
    });
    const token = sessionCookie(planted);
    // The victim's browser carries the attacker's token and proves the email with it.
    const proven = await proveEmailCode(t.app, 'fixated@example.com', token);
    expect(proven).not.toBe(token);
    expect((await get('/api/me/drafts', proven)).json().drafts['basic-info']).toBeDefined();
    expect((await get('/api/me/status', token)).json().email).toBeNull();
    expect((await get('/api/me/drafts', token)).json().drafts).toEqual({});
    expect((await get('/api/team-members/by-email/fixated@example.com', token)).statusCode).toBe(403);
  });
});

describe('binding is atomic', () => {
  it('ten parallel proofs by ten sessions bind exactly those ten; anonymous saves bind nobody', async () => {
    const email = 'raced@example.com';
    const mailDir = path.join(t.dataDir, 'mail');
    // Ten devices each ask for a code; each reads its own from the newest message.
    const devices: Array<{ cookie: string; code: string }> = [];
    for (let i = 0; i < 10; i++) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code',
        payload: { email },
        remoteAddress: `10.20.0.${i + 1}`,
      });
      expect(asked.statusCode).toBe(200);
      devices.push({ cookie: sessionCookie(asked), code: readEmailCode(mailDir, email)! });
    }
    const [results, anonymous] = await Promise.all([
      Promise.all(
        devices.map(({ cookie, code }) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/verify-code',
            payload: { email, code },
            headers: { cookie },
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: 10 }, () =>
          t.app.inject({ method: 'PUT', url: '/api/me/drafts/basic-info', payload: basicInfo(email) }),
        ),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(anonymous.every((r) => r.json().proven === false)).toBe(true);
    const bound = await db().select({ n: count() }).from(sessions).where(eq(sessions.email, email));
    expect(bound[0]!.n).toBe(10);
  });

  it('ten parallel uses of one code by one session prove it once', async () => {
    const email = 'once@example.com';
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/email-code', payload: { email } });
    const code = readEmailCode(path.join(t.dataDir, 'mail'), email)!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/verify-code',
          payload: { email, code },
          headers: { cookie: sessionCookie(asked) },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    const bound = await db().select({ n: count() }).from(sessions).where(eq(sessions.email, email));
    expect(bound[0]!.n).toBe(1);
  });
});

describe('anonymous visitors leave nothing behind', () => {
  it('refused requests create no session', async () => {
    const before = await sessionCount();
    const refused = await Promise.all([
      ...Array.from({ length: 25 }, () => get('/api/team-members/by-email/someone@example.com')),
      ...Array.from({ length: 25 }, () =>
        t.app.inject({ method: 'PUT', url: '/api/me/drafts/address', payload: { addrsHouseNumber: '' } }),
      ),
      ...Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/verify-code',
          payload: { email: 'nobody@example.com', code: '123456' },
        }),
      ),
      ...Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/team-members',
          ...multipart(memberFields('x@example.com')),
        }),
      ),
    ]);
    expect(refused.every((r) => r.statusCode >= 400 && r.statusCode < 500)).toBe(true);
    expect(refused.some((r) => String(r.headers['set-cookie'] ?? '').includes('sid='))).toBe(false);
    expect(await sessionCount()).toBe(before);
  });

  it("a visitor's session and drafts are swept after a day idle; a proven one stays", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: basicInfo('visitor@example.com'),
    });
    const visitor = sessionCookie(saved);
    const proven = await proveEmailCode(t.app, 'stays@example.com');
    const later = new Date(Date.now() + 26 * 3600_000);
    await sweepExpired(db(), later);
    expect((await get('/api/me/drafts', visitor)).json().drafts).toEqual({});
    const left = await db().select({ n: count() }).from(stepDrafts).where(isNull(stepDrafts.email));
    expect(left[0]!.n).toBe(0);
    expect((await get('/api/me/status', proven)).json().email).toBe('stays@example.com');
  });
});

describe('draft bounds', () => {
  it('every draft has a bounded schema: an oversized tax draft is refused and nothing is written', async () => {
    const cookie = await proveEmailCode(t.app, 'bounded@example.com');
    const before = (await db().select({ n: count() }).from(stepDrafts))[0]!.n;
    const huge = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration',
      payload: { a: 'x'.repeat(300_000), b: 'y'.repeat(300_000) },
      headers: { cookie },
    });
    expect(huge.statusCode).toBe(400);
    const wide = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration',
      payload: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}`, 'v'])),
      headers: { cookie },
    });
    expect(wide.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/anything-else',
      payload: { a: 1 },
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await db().select({ n: count() }).from(stepDrafts))[0]!.n).toBe(before);
  });

  it('draft writes are rate limited per session', async () => {
    const cookie = await proveEmailCode(t.app, 'typist@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/drafts/basic-info',
        payload: basicInfo('typist@example.com', `Typist ${i}`),
        headers: { cookie },
        remoteAddress: `10.30.${Math.floor(i / 100)}.${i % 100}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(120).every((s) => s === 429)).toBe(true);
  });

  it('draft writes are rate limited per IP across sessions', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 605; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/drafts/address',
        payload: {
          addrsHouseNumber: '1',
          addrsStreetName: 'Flood St',
          addrsSuburb: 'Botany',
          addrsState: 'NSW',
          addrsPostcode: '2019',
        },
        remoteAddress: '10.31.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429).length).toBe(5);
  });
});

describe('code requests cannot lock an owner out', () => {
  it('a session waits 30 s between codes for one email', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'resend@example.com' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'resend@example.com' },
      headers: { cookie: sessionCookie(first) },
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/Please wait \d+ seconds/);
  });

  it("requests for someone else's address from one IP stop at that IP's share; the owner still gets a code", async () => {
    const target = 'owner-of-address@example.com';
    const attempts = [];
    for (let i = 0; i < 15; i++) {
      attempts.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/email-code',
          payload: { email: target },
          remoteAddress: '10.40.0.1',
        }),
      );
    }
    // 5 an hour per address and network (issue 19), below the route's 10 per IP.
    expect(attempts.filter((r) => r.statusCode === 200).length).toBe(5);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: target },
      remoteAddress: '10.40.0.2',
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('admin PIN lockout is not a weapon', () => {
  const verify = (pin: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      payload: { pin },
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
    });

  it('after many failures from anywhere a new browser waits; a known admin device signs in at once', async () => {
    const first = await verify(TEST_ADMIN_PIN, '10.50.0.1');
    expect(first.statusCode).toBe(200);
    const device = String(first.headers['set-cookie'])
      .split(/,(?=\s*\w+=)/)
      .map((c) => c.trim())
      .find((c) => c.startsWith('admin_device='))!
      .split(';')[0]!;
    expect(device).toMatch(/^admin_device=\d{13}\./);

    // 60 failures in the last minutes, from 12 addresses: past the free 50.
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          actor: 'anonymous',
          action: 'admin.pin_failed',
          ip: `10.51.0.${Math.floor(i / 5)}`,
          details: {},
        })),
      );
    const stranger = await verify(TEST_ADMIN_PIN, '10.50.0.2');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/Please wait \d+ seconds/);
    const known = await verify(TEST_ADMIN_PIN, '10.50.0.3', device);
    expect(known.statusCode).toBe(200);

    // Still bounded per IP: five wrong PINs from the known device's IP, then it is refused too.
    for (let i = 0; i < 5; i++) expect((await verify('000001', '10.50.0.4', device)).statusCode).toBe(401);
    expect((await verify(TEST_ADMIN_PIN, '10.50.0.4', device)).statusCode).toBe(429);
  });

  it('a forged known-device cookie is ignored', async () => {
    const forged = `admin_device=${Date.now()}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const res = await verify(TEST_ADMIN_PIN, '10.50.0.9', forged);
    expect(res.statusCode).toBe(429);
  });
});
