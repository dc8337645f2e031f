import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import {
  createTestApp,
  employeeCookie,
  employeeWithBasicInfo,
  proveEmailCode,
  sessionCookie,
  type TestApp,
} from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const basicInfo = (email: string) => ({
  fullName: 'Jordan Site',
  email,
  mobile: '0412 345 678',
  gender: 'Female',
  dateOfBirth: '1992-02-02',
});

/** The code in the newest .eml written for `email` (no SMTP_URL: mail goes to DATA_DIR/mail). */
function lastCodeFor(email: string): string {
  const dir = path.join(t.dataDir, 'mail');
  const files = fs.readdirSync(dir).sort();
  for (const f of files.reverse()) {
    const eml = fs.readFileSync(path.join(dir, f), 'utf8');
    if (eml.includes(`To: ${email}`))
      return /code to continue your onboarding application is (\d{6})/.exec(eml)![1]!;
  }
  throw new Error(`no mail for ${email}`);
}

describe('employee sessions', () => {
  it('status without a session is empty and answers 304 when unchanged', async () => {
    const first = await t.app.inject('/api/me/status');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: null, draftSteps: [], submittedAt: null });
    expect(first.json().tasks).toHaveLength(6);
    const again = await t.app.inject({
      url: '/api/me/status',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('basic info saved before the email is proven stays with the session; the code moves it to the email', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: basicInfo('bound@example.com'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, proven: false, email: 'bound@example.com' });
    const anonymous = sessionCookie(saved);
    let status = (await t.app.inject({ url: '/api/me/status', headers: { cookie: anonymous } })).json();
    expect(status.email).toBeNull();
    const own = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie: anonymous } })).json();
    expect(own.drafts['basic-info']).toMatchObject({ fullName: 'Jordan Site' });

    const proven = await proveEmailCode(t.app, 'bound@example.com', anonymous);
    expect(proven).not.toBe(anonymous);
    status = (await t.app.inject({ url: '/api/me/status', headers: { cookie: proven } })).json();
    expect(status.email).toBe('bound@example.com');
    expect(status.draftSteps).toEqual(['basic-info']);
    // The token from before the proof is dead (rotated): it reads nothing any more.
    const stale = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie: anonymous } })).json();
    expect(stale.drafts).toEqual({});
  });

  it('stores drafts encrypted and returns them only to their owner', async () => {
    const cookie = await employeeCookie(t.app, 'drafty@example.com');
    const bank = {
      bankInstitution: 'CBA',
      bankAccountName: 'D Rafty',
      bankBSB: '062-000',
      bankAccountNumber: '98765432',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/bank-details',
      payload: bank,
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    const rows = await t.deps.database.db.select().from(stepDrafts);
    const raw = rows.map((r) => r.data).join('\n');
    expect(raw).not.toContain('98765432');
    expect(raw).not.toContain('062-000');
    const mine = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json();
    expect(mine.drafts['bank-details']).toMatchObject({ bankAccountNumber: '98765432' });
    const other = await employeeCookie(t.app, 'someone-else@example.com');
    const theirs = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie: other } })).json();
    expect(theirs.drafts['bank-details']).toBeUndefined();
  });

  it('rejects an invalid step with 400 naming the fields and saves nothing', async () => {
    const cookie = await employeeCookie(t.app, 'invalid@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/address',
      payload: { addrsHouseNumber: '' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      addrsHouseNumber: 'House number is required',
      addrsSuburb: 'Suburb is required',
    });
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.draftSteps).toEqual([]);
  });

  it('allows 5 tries per code', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'tries@example.com' },
    });
    const cookie = sessionCookie(asked);
    const real = lastCodeFor('tries@example.com');
    const bad = real === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/verify-code',
            payload: { email: 'tries@example.com', code: bad },
            headers: { cookie },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email: 'tries@example.com', code: real },
      headers: { cookie },
    });
    expect(late.statusCode).toBe(429);
  });

  it('an employee route for another email answers 403', async () => {
    const cookie = await employeeCookie(t.app, 'me@example.com');
    const app = t.app;
    // A route with an email path param: the session may only act for its own email.
    const res = await app.inject({
      url: '/api/team-members/by-email/not-me@example.com',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it("Clear All Data removes this person's drafts and session but nobody else's", async () => {
    const mine = await employeeWithBasicInfo(t.app, 'clearme@example.com');
    const theirs = await employeeWithBasicInfo(t.app, 'keepme@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/clear',
      payload: {},
      headers: { cookie: mine },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/me/status', headers: { cookie: mine } })).json();
    expect(after.email).toBeNull();
    const other = (await t.app.inject({ url: '/api/me/status', headers: { cookie: theirs } })).json();
    expect(other.draftSteps).toEqual(['basic-info']);
    // Nothing is left under the email: proving it again starts an empty application.
    const again = await proveEmailCode(t.app, 'clearme@example.com');
    expect(
      (await t.app.inject({ url: '/api/me/status', headers: { cookie: again } })).json().draftSteps,
    ).toEqual([]);
  });

  it('counts code guesses sent at once: only 4 wrong ones are answered, and the code is then dead', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      payload: { email: 'burst@example.com' },
    });
    const cookie = sessionCookie(asked);
    const real = lastCodeFor('burst@example.com');
    const bad = real === '123456' ? '654321' : '123456';
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/verify-code',
          payload: { email: 'burst@example.com', code: bad },
          headers: { cookie },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 400).length).toBe(4);
    expect(results.filter((r) => r.statusCode === 429).length).toBe(16);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email: 'burst@example.com', code: real },
      headers: { cookie },
    });
    expect(late.statusCode).toBe(429);
  });
});
