import { verify } from '@node-rs/argon2';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/app';
import { openPglite } from '../../src/server/db/client';
import { appSettings } from '../../src/server/db/schema/app-settings';
import { sessions } from '../../src/server/db/schema/sessions';
import { ensureAdminPinHash } from '../../src/server/services/admin/admin-pin';
import { createMember, createStoredFile } from '../fixtures/factories';
import { freshIp, mailedEnrolmentToken, STAFF_PASSWORD, totpCode } from '../fixtures/staff';
import { createTestApp, pinCookie, sessionCookie, TEST_ADMIN_PIN, type TestApp } from '../fixtures/test-app';

// Issue 36 item 6: the bootstrap PIN had every owner power until an owner enrolled, for ever,
// with 6 digits; and four PIN sessions were created after it was retired. Now a PIN session only
// creates and enrols the first owner, the PIN expires 7 days after the first start, a generated
// PIN has letters and digits, and retirement is checked where the PIN session is created.

const DAY = 24 * 3600_000;
let now = Date.now();
let t: TestApp;
let pin: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(now) });
  pin = await pinCookie(t.app);
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
const verifyPin = (code: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify-pin', payload: { pin: code }, remoteAddress: ip });

/** What a PIN session may call: its own session, and the first owner's creation and link. */
const BOOTSTRAP_ROUTES = [
  'GET /api/admin/session',
  'POST /api/admin/logout',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'POST /api/admin/staff/:id/enrolment-link',
];

describe('the bootstrap PIN only creates the first owner', () => {
  it('every other admin route answers 403 to a PIN session, saying what the code is for', async () => {
    const wrong: string[] = [];
    const routes = t.app.registeredRoutes.filter(
      (r: RegisteredRoute) => r.access === 'admin' && r.url !== '/api/admin/logout',
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        headers: { cookie: pin },
        payload: r.method === 'GET' ? undefined : {},
      });
      const key = `${r.method} ${r.url}`;
      if (BOOTSTRAP_ROUTES.includes(key)) {
        if ([401, 403].includes(res.statusCode)) wrong.push(`${key} refused: ${res.statusCode}`);
      } else if (
        res.statusCode !== 403 ||
        !/setup access code can only create the owner account/.test(res.json().message)
      )
        wrong.push(`${key} allowed: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the PIN adds an owner, nobody else', async () => {
    const hr = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: pin },
      payload: { name: 'Harry Hr', email: 'harry@example.com', role: 'hr' },
    });
    expect(hr.statusCode).toBe(403);
    expect(hr.json().message).toMatch(/can only add the owner/);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: pin },
      payload: { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' },
    });
    expect(owner.statusCode).toBe(201);
  });

  it('a PIN session reads no stored file (photos, PDFs)', async () => {
    const member = await createMember(t.deps);
    const file = await createStoredFile(t.deps, { memberId: member.id });
    const res = await t.app.inject({ url: `/api/files/${file.id}`, headers: { cookie: pin } });
    expect(res.statusCode).toBe(403);
  });
});

describe('a generated PIN', () => {
  it('has 6 letters and digits without look-alikes, and signs in as typed', async () => {
    const database = await openPglite();
    try {
      await database.migrate();
      const shown: string[] = [];
      for (let i = 0; i < 12; i++) {
        // A first start each time: the install's generated PIN is dropped and made again.
        await database.db.delete(appSettings).where(eq(appSettings.key, 'admin_pin_hash'));
        const hash = await ensureAdminPinHash(database.db, undefined, (p) => shown.push(p));
        expect(await verify(hash, shown.at(-1)!)).toBe(true);
      }
      for (const p of shown) expect(p).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
      // Letters in most of them: 23 of the 31 characters are letters.
      expect(shown.filter((p) => /[A-Z]/.test(p)).length).toBeGreaterThan(6);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('ADMIN_PIN with letters still signs in', async () => {
    const lettered = await createTestApp({ ADMIN_PIN: 'Kx7Pq2' });
    try {
      const res = await lettered.app.inject({
        method: 'POST',
        url: '/api/admin/verify-pin',
        payload: { pin: 'Kx7Pq2' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await lettered.close();
    }
  });
});

describe('the PIN expires 7 days after the first start', () => {
  it('signs in on day 6, not after day 7: then it says to use admin:recover', async () => {
    now += 6 * DAY;
    expect((await verifyPin(TEST_ADMIN_PIN)).statusCode).toBe(200);
    now += DAY + 60_000;
    const late = await verifyPin(TEST_ADMIN_PIN);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      success: false,
      message: expect.stringContaining('npm run admin:recover'),
    });
    now -= 7 * DAY + 60_000;
  });
});

describe('retirement races no PIN sign-in', () => {
  it('PIN sign-ins sent while the first owner enrols: no PIN session is left once the owner has enrolled', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: pin },
      payload: { name: 'Rita Owner', email: 'rita@example.com', role: 'owner' },
    });
    expect(added.statusCode).toBe(201);
    const token = await mailedEnrolmentToken(t, 'rita@example.com');
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp',
      payload: { token },
    });
    const { secret } = offer.json<{ secret: string }>();
    const pins = Array.from({ length: 4 }, () => verifyPin(TEST_ADMIN_PIN));
    const enrolled = t.app.inject({
      method: 'POST',
      url: '/api/staff/enrolment/totp/confirm',
      payload: { token, code: totpCode(secret), password: STAFF_PASSWORD },
    });
    const late = Array.from({ length: 4 }, () => verifyPin(TEST_ADMIN_PIN));
    const [confirm, ...answers] = await Promise.all([enrolled, ...pins, ...late]);
    expect(confirm!.statusCode).toBe(200);
    // Whichever PIN sign-in was answered 200 got a session the enrolment then ended.
    const pinSessions = await t.deps.database.db
      .select()
      .from(sessions)
      .where(and(isNull(sessions.staffId), isNotNull(sessions.adminUntil)));
    expect(pinSessions).toEqual([]);
    for (const res of answers.filter((a) => a.statusCode === 200)) {
      const session = await t.app.inject({
        url: '/api/admin/session',
        headers: { cookie: sessionCookie(res) },
      });
      expect(session.statusCode).toBe(401);
    }
    expect(answers.every((a) => [200, 403].includes(a.statusCode))).toBe(true);
  });
});
