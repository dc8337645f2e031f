import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, proveEmailCode, TEST_ADMIN_PIN, type TestApp } from '../fixtures/test-app';

// Issue 19 item 6b: over https the session cookie is `__Host-` prefixed, so a sibling subdomain
// or a plain-http page of the host cannot plant or overwrite it (a browser keeps a `__Host-`
// cookie only when it is Secure, Path=/ and has no Domain).

let https: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [https, plain] = await Promise.all([
    createTestApp({ PUBLIC_URL: 'https://onboarding.example.com' }),
    createTestApp({ PUBLIC_URL: 'http://onboarding.lan:3000' }),
  ]);
});
afterAll(async () => {
  await Promise.all([https.close(), plain.close()]);
});

const setCookies = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw : raw ? [raw] : []);

const saveBasicInfo = (t: TestApp, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/drafts/basic-info?autosave=1',
    headers: cookie ? { cookie } : {},
    payload: { fullName: 'Sam Carpenter' },
  });

describe('session cookie name', () => {
  it('over https a new session is a __Host- cookie: Secure, Path=/, no Domain', async () => {
    const res = await saveBasicInfo(https);
    expect(res.statusCode).toBe(200);
    const [cookie, ...others] = setCookies(res.headers['set-cookie']);
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-sid=[\w-]+;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('over https the session is read from __Host-sid, and a plain sid (a planted one) is ignored', async () => {
    const first = await saveBasicInfo(https);
    const token = /^__Host-sid=([^;]+)/.exec(setCookies(first.headers['set-cookie'])[0]!)![1]!;
    const drafts = (cookie: string) =>
      https.app.inject({ method: 'GET', url: '/api/me/drafts', headers: { cookie } });
    const own = await drafts(`__Host-sid=${token}`);
    expect(own.json()).toMatchObject({ drafts: { 'basic-info': { fullName: 'Sam Carpenter' } } });
    const planted = await drafts(`sid=${token}`);
    expect(planted.json()).toEqual({ drafts: {} });
  });

  it('over https proof of an email, an admin sign-in and Clear All Data all use the __Host- cookie', async () => {
    const cookie = await proveEmailCode(https.app, 'prefixed@example.com');
    expect(cookie).toMatch(/^__Host-sid=/);
    const admin = await https.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      payload: { pin: TEST_ADMIN_PIN },
    });
    expect(setCookies(admin.headers['set-cookie']).some((c) => c.startsWith('__Host-sid='))).toBe(true);
    const cleared = await https.app.inject({ method: 'POST', url: '/api/me/clear', headers: { cookie } });
    expect(cleared.statusCode).toBe(200);
    const removal = setCookies(cleared.headers['set-cookie']).find((c) => c.startsWith('__Host-sid='));
    // The removal must itself be Secure, or the browser ignores it and keeps the cookie.
    expect(removal).toMatch(/^__Host-sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(removal).toMatch(/; Secure/);
  });

  it('a plain-http deployment keeps the unprefixed sid cookie (the prefix needs Secure)', async () => {
    const res = await saveBasicInfo(plain);
    expect(setCookies(res.headers['set-cookie'])[0]).toMatch(/^sid=[\w-]+;/);
  });
});
