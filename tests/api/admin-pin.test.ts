import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { createTestApp, sessionCookie, TEST_ADMIN_PIN, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (pin: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/verify-pin', payload: { pin }, remoteAddress: ip });

describe('admin PIN', () => {
  it('a wrong PIN answers success false with the spec message and is audited', async () => {
    const res = await verify('000000', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Incorrect PIN. Please try again.' });
    const rows = await t.deps.database.db.select().from(auditLog);
    expect(rows.some((r) => r.action === 'admin.pin_failed' && r.ip === '10.0.0.2')).toBe(true);
  });

  it('the right PIN sets an httpOnly admin session that opens admin routes until logout', async () => {
    const res = await verify(TEST_ADMIN_PIN, '10.0.0.3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(res);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses a PIN longer than 6 characters', async () => {
    const res = await verify('1234567');
    expect(res.statusCode).toBe(400);
  });

  it('locks an IP out after 5 failures, even for the right PIN, while other IPs still work', async () => {
    for (let i = 0; i < 5; i++) expect((await verify('999999', '10.9.9.9')).statusCode).toBe(401);
    const locked = await verify(TEST_ADMIN_PIN, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/wait 15 minutes/);
    expect((await verify(TEST_ADMIN_PIN, '10.8.8.8')).statusCode).toBe(200);
  });

  it('counts guesses sent at once: at most 5 are checked, the rest are refused', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => verify('111111', '10.7.7.7')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(15);
  });

  it('ignores X-Forwarded-For from an untrusted client', async () => {
    const spoofed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/verify-pin',
          payload: { pin: '222222' },
          remoteAddress: '10.6.6.6',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        }),
      ),
    );
    expect(spoofed.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(3);
  });
});
