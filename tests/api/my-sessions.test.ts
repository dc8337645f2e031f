import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySession } from '../../src/shared/answers/admin';
import { addAndEnrol, type Enrolled } from '../fixtures/staff';
import { adminCookie, createTestApp, sessionCookie, type TestApp } from '../fixtures/test-app';

// Issue 36 item 14 (second half): each staff person sees their own sign-ins (when, last active,
// from which IP and browser) and ends any of them, or all the others; never another person's.

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let hana: Enrolled;
let paul: Enrolled;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await adminCookie(t.app);
  hana = await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' });
  paul = await addAndEnrol(t, owner, { name: 'Paul Payroll', email: 'paul@example.com', role: 'payroll' });
});
afterAll(() => t.close());

/** Signs `person` in with their password and a recovery code from `ip` with a browser's User-Agent. */
async function signInFrom(person: Enrolled, ip: string, userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/sign-in',
    payload: { email: person.email, password: person.password, code: person.recoveryCodes.shift() },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

const mine = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/admin/my-sessions', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ sessions: MySession[] }>().sessions;
};
const end = (cookie: string, id?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/my-sessions${id ? `/${id}` : ''}`, headers: { cookie } });
const isSignedIn = async (cookie: string) =>
  (await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode === 200;

describe('my sessions', () => {
  let office: string;
  let phone: string;
  it('a person sees their own sign-ins: when, last active, IP and browser, and which one is this', async () => {
    office = await signInFrom(hana, '10.1.2.3', CHROME_WINDOWS);
    phone = await signInFrom(hana, '10.4.5.6', SAFARI_IPHONE);
    const list = await mine(office);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ ip: '10.1.2.3', browser: 'Chrome on Windows' });
    expect(list.find((s) => !s.current)).toMatchObject({ ip: '10.4.5.6', browser: 'Safari on iOS' });
    for (const s of list) {
      expect(Date.parse(s.signedInAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(s.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt));
      expect(Date.parse(s.endsAt)).toBeGreaterThan(Date.now());
    }
  });

  it('another person neither sees nor ends them', async () => {
    const paulsCookie = await signInFrom(paul, '10.7.8.9', CHROME_WINDOWS);
    const paulsList = await mine(paulsCookie);
    expect(paulsList).toHaveLength(1);
    const hanas = await mine(office);
    for (const s of hanas) {
      const refused = await end(paulsCookie, s.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('That sign-in has already ended.');
    }
    expect(await isSignedIn(office)).toBe(true);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('ending one of them signs that browser out at once', async () => {
    const other = (await mine(office)).find((s) => !s.current)!;
    const ended = await end(office, other.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ success: true, ended: 1 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(office)).toBe(true);
    expect((await end(office, other.id)).statusCode).toBe(404);
  });

  it('"end all others" keeps this one; ending this one signs this browser out', async () => {
    const second = await signInFrom(hana, '10.4.5.7', SAFARI_IPHONE);
    const third = await signInFrom(hana, '10.4.5.8', SAFARI_IPHONE);
    const others = await end(office, undefined);
    expect(others.json()).toEqual({ success: true, ended: 2 });
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
    const [self] = await mine(office);
    expect(self).toMatchObject({ current: true });
    const out = await end(office, self!.id);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    expect(await isSignedIn(office)).toBe(false);
  });
});
