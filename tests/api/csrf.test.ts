import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/sessions';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createMember } from '../fixtures/factories';
import { PIN_RETIRED_MESSAGE } from '../../src/server/routes/admin-auth';
import { adminCookie, createTestApp, employeeWithBasicInfo, type TestApp } from '../fixtures/test-app';

// The review's setting: the app on one port of a host, the attacker's page on another port of
// the same host. Same site, so SameSite=Lax still sends the cookie; only the origin differs.
const APP_HOST = '127.0.0.1:8080';
const APP_ORIGIN = `http://${APP_HOST}`;
const ATTACKER_ORIGIN = 'http://127.0.0.1:8081';

let t: TestApp;
let publicApp: TestApp;
beforeAll(async () => {
  [t, publicApp] = await Promise.all([
    createTestApp(),
    createTestApp({ PUBLIC_URL: 'https://onboarding.example.com' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), publicApp.close()]);
});

/** What an HTML form with enctype=text/plain on the attacker's page sends. */
const formPost = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: APP_HOST,
      cookie,
      'content-type': 'text/plain',
      origin: ATTACKER_ORIGIN,
      'sec-fetch-site': 'same-site',
      ...headers,
    },
    payload: 'x=1',
  });

const db = () => t.deps.database.db;
const sessionCount = async () => (await db().select({ n: count() }).from(sessions))[0]!.n;
/** The basic info draft the wizard's first step saved, which a reset discards. */
const basicInfoDrafts = async (email: string) =>
  (
    await db()
      .select({ n: count() })
      .from(stepDrafts)
      .where(and(eq(stepDrafts.email, email), eq(stepDrafts.stepId, 'basic-info')))
  )[0]!.n;

describe('cross-origin state changes (DESIGN.md §3.18)', () => {
  it('a form on another port of the same host cannot clear a new hire’s application', async () => {
    const email = 'csrf-clear@example.com';
    const cookie = await employeeWithBasicInfo(t.app, email);
    const member = await createMember(t.deps, { email });
    const sessionsBefore = await sessionCount();

    const res = await formPost('/api/me/clear', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    expect(res.headers['set-cookie']).toBeUndefined();

    const rows = await db().select().from(teamMembers).where(eq(teamMembers.id, member.id));
    expect(rows).toHaveLength(1);
    expect(await sessionCount()).toBe(sessionsBefore);
    const status = await t.app.inject({ url: '/api/me/status', headers: { cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ email });
  });

  it('cannot reset the personal information wizard', async () => {
    const email = 'csrf-reset@example.com';
    const cookie = await employeeWithBasicInfo(t.app, email);
    expect(await basicInfoDrafts(email)).toBe(1);

    const res = await formPost('/api/me/reset/personal-information', cookie);
    expect(res.statusCode).toBe(403);
    expect(await basicInfoDrafts(email)).toBe(1);
  });

  it('cannot sign the admin out', async () => {
    const cookie = await adminCookie(t.app);
    const res = await formPost('/api/admin/logout', cookie);
    expect(res.statusCode).toBe(403);
    const session = await t.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
  });

  it('the same requests from the app’s own pages still work', async () => {
    const admin = await adminCookie(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { host: APP_HOST, cookie: admin, origin: APP_ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(200);

    const email = 'csrf-own@example.com';
    const cookie = await employeeWithBasicInfo(t.app, email);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/me/reset/personal-information',
      headers: { host: APP_HOST, cookie, referer: `${APP_ORIGIN}/task/personal-information` },
    });
    expect(reset.statusCode).toBe(200);
    expect(await basicInfoDrafts(email)).toBe(0);

    const clear = await t.app.inject({
      method: 'POST',
      url: '/api/me/clear',
      headers: { host: APP_HOST, cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(clear.statusCode).toBe(200);
  });

  it.each([
    ['a Referer from another origin', { referer: `${ATTACKER_ORIGIN}/attack.html` }],
    ['Origin: null (a sandboxed frame or data: page)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site with no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site with no Origin', { 'sec-fetch-site': 'same-site' }],
    ['an Origin that only starts like ours', { origin: `${APP_ORIGIN}.evil.example` }],
    ['an Origin of another scheme', { origin: `https://${APP_HOST}` }],
  ])('refuses %s, before any session exists', async (_name, headers) => {
    const before = await sessionCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      headers: { host: APP_HOST, ...headers },
      payload: { email: 'csrf-anon@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('checks PUT, PATCH and DELETE as well as POST', async () => {
    const requests = [
      ['PUT', '/api/me/drafts/basic-info'],
      ['PATCH', '/api/me/drafts/basic-info'],
      ['DELETE', '/api/me/editing/personal-information'],
    ] as const;
    for (const [method, url] of requests) {
      const res = await t.app.inject({
        method,
        url,
        headers: { host: APP_HOST, origin: ATTACKER_ORIGIN },
        payload: {},
      });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('lets reads and clients that send no browser headers through', async () => {
    const read = await t.app.inject({
      url: '/api/config',
      headers: { host: APP_HOST, origin: ATTACKER_ORIGIN },
    });
    expect(read.statusCode).toBe(200);
    const cli = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      payload: { pin: '000000' },
    });
    // The handler answers (this install's owner has enrolled, so the PIN is retired): no
    // cross-origin refusal stood in the way.
    expect(cli.json()).toEqual({ success: false, message: PIN_RETIRED_MESSAGE });
  });

  it('accepts PUBLIC_URL’s origin when a proxy forwards to another host name', async () => {
    const headers = { host: 'app-internal:3000', 'content-type': 'application/json' };
    const own = await publicApp.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      headers: { ...headers, origin: 'https://onboarding.example.com' },
      payload: { pin: '000000' },
    });
    expect(own.statusCode).toBe(401);
    const other = await publicApp.app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      headers: { ...headers, origin: 'https://evil.example.com' },
      payload: { pin: '000000' },
    });
    expect(other.statusCode).toBe(403);
  });
});
