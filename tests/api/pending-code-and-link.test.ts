import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../src/server/db/schema/email-codes';
import { emailGuessLimits } from '../../src/server/db/schema/email-guess-limits';
import { readContinueLink, readEmailCode } from '../fixtures/read-email-code';
import { createTestApp, sessionCookie, type TestApp } from '../fixtures/test-app';

// Issue 23 item 2: the tab reloads while the new hire reads the email. The code box comes back
// (the server knows the code is pending for this browser), a new code never voids the one in
// the inbox, and the email's link proves the email only in the browser that asked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CODE_REQUESTS_PER_IP: '100' });
});
afterAll(() => t.close());

const mailDir = () => path.join(t.dataDir, 'mail');
const ask = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-code',
    payload: { email },
    headers: cookie ? { cookie } : {},
  });
const enter = (email: string, code: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    payload: { email, code },
    headers: { cookie },
  });
const pending = (cookie?: string) =>
  t.app.inject({ url: '/api/auth/pending-code', headers: cookie ? { cookie } : {} });
const openLink = (link: string, cookie?: string) => {
  const [id, code] = new URL(link).hash.slice(1).split('.');
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-link',
    payload: { id, code },
    headers: cookie ? { cookie } : {},
  });
};
/** Moves this email's codes back in time, as if the new hire had waited (the resend wait is 30 s). */
const age = (email: string, seconds: number) =>
  t.deps.database.db
    .update(emailCodes)
    .set({ createdAt: sql`${emailCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(emailCodes.email, email));

describe('a code pending for this browser', () => {
  it('is named to the session that asked after a reload, with the resend wait left; to nobody else', async () => {
    const asked = await ask('reload@example.com');
    expect(asked.statusCode).toBe(200);
    const cookie = sessionCookie(asked);
    const answer = (await pending(cookie)).json();
    expect(answer.pending).toMatchObject({
      email: 'reload@example.com',
      message: 'We sent a 6-digit code to reload@example.com. It expires in 10 minutes.',
    });
    expect(answer.pending.resendInMs).toBeGreaterThan(0);
    expect(answer.pending.resendInMs).toBeLessThanOrEqual(30_000);
    expect((await pending()).json()).toEqual({ pending: null });
    const other = sessionCookie(await ask('someone-else@example.com'));
    expect((await pending(other)).json().pending.email).toBe('someone-else@example.com');

    // Entered, it is no longer pending.
    expect(
      (await enter('reload@example.com', readEmailCode(mailDir(), 'reload@example.com')!, cookie)).statusCode,
    ).toBe(200);
    expect((await pending(cookie)).json()).toEqual({ pending: null });
  });

  it('a new code does not void the one in the inbox; a wrong code uses a try of each', async () => {
    const email = 'two-codes@example.com';
    const cookie = sessionCookie(await ask(email));
    const first = readEmailCode(mailDir(), email)!;
    await age(email, 31);
    expect((await ask(email, cookie)).statusCode).toBe(200);
    const second = readEmailCode(mailDir(), email)!;
    expect(second).not.toBe(first);
    const wrong = first === '000000' || second === '000000' ? '111111' : '000000';
    const miss = await enter(email, wrong, cookie);
    expect(miss.json().message).toBe('That code is not correct. 4 tries left.');
    const [counted] = await t.deps.database.db
      .select({ failed: emailGuessLimits.failed })
      .from(emailGuessLimits)
      .where(eq(emailGuessLimits.email, email));
    expect(counted?.failed).toBe(1);
    const tries = await t.deps.database.db
      .select({ attempts: emailCodes.attempts })
      .from(emailCodes)
      .where(eq(emailCodes.email, email));
    expect(tries.map((row) => row.attempts)).toEqual([1, 1]);
    const proven = await enter(email, first, cookie);
    expect(proven.statusCode).toBe(200);
    // Both are spent by the proof.
    expect((await enter(email, second, sessionCookie(proven))).statusCode).toBe(400);
  });

  it('five wrong codes spend every code out, so none is checked more than five times', async () => {
    const email = 'guesser@example.com';
    const cookie = sessionCookie(await ask(email));
    await age(email, 31);
    await ask(email, cookie);
    const codes = new Set([readEmailCode(mailDir(), email)!]);
    const wrong = ['000001', '000002', '000003', '000004', '000005', '000006'].filter((c) => !codes.has(c));
    for (const guess of wrong.slice(0, 5)) await enter(email, guess, cookie);
    const after = await enter(email, readEmailCode(mailDir(), email)!, cookie);
    expect(after.statusCode).toBe(429);
    expect(after.json().message).toBe('Too many incorrect codes. Please request a new code.');
  });
});

describe("the email's 'Continue on this phone' link", () => {
  it('in another browser proves nothing and spends nothing; its code still works where it was asked', async () => {
    const email = 'link-elsewhere@example.com';
    const cookie = sessionCookie(await ask(email));
    const link = readContinueLink(mailDir(), email)!;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/confirm-email#[0-9a-f-]{36}\.\d{6}$/);
    expect(link.endsWith(`.${readEmailCode(mailDir(), email)}`)).toBe(true);

    const noSession = await openLink(link);
    expect(noSession.json()).toEqual({ verified: false });
    expect(noSession.headers['set-cookie']).toBeUndefined();
    const strangerCookie = sessionCookie(await ask('stranger@example.com'));
    const stranger = await openLink(link, strangerCookie);
    expect(stranger.json()).toEqual({ verified: false });
    const me = await t.app.inject({ url: '/api/me/drafts', headers: { cookie: strangerCookie } });
    expect(me.json()).toEqual({ drafts: {} });
    // An id nobody has answers the same: the link says nothing about any address.
    const made = await openLink(link.replace(/#[0-9a-f]/, '#0'), strangerCookie);
    expect(made.json()).toEqual({ verified: false });

    expect((await enter(email, readEmailCode(mailDir(), email)!, cookie)).statusCode).toBe(200);
  });

  it('in the browser that asked proves the email once, carrying the basic info that named it', async () => {
    const email = 'link-here@example.com';
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      payload: {
        fullName: 'Sam Carpenter',
        email,
        mobile: '0412 345 678',
        gender: 'Male',
        dateOfBirth: '1990-05-17',
      },
    });
    expect(first.json()).toMatchObject({ proven: false });
    const cookie = sessionCookie(first);
    expect((await ask(email, cookie)).statusCode).toBe(200);
    const link = readContinueLink(mailDir(), email)!;

    // A link whose code was changed counts as a wrong code.
    const tampered = link.replace(/\d{6}$/, (code) => (code === '000000' ? '111111' : '000000'));
    expect((await openLink(tampered, cookie)).json().message).toBe('That code is not correct. 4 tries left.');

    const proven = await openLink(link, cookie);
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toEqual({ verified: true, email, hasApplication: false, moved: false });
    const after = sessionCookie(proven);
    const drafts = (await t.app.inject({ url: '/api/me/drafts', headers: { cookie: after } })).json().drafts;
    expect(drafts['basic-info']).toMatchObject({ email, fullName: 'Sam Carpenter' });
    // Single use: the code cannot be entered again, and the session it belonged to is gone.
    expect((await enter(email, readEmailCode(mailDir(), email)!, after)).statusCode).toBe(400);
    expect((await openLink(link, cookie)).json()).toEqual({ verified: false });
  });

  it('expires with its code', async () => {
    const email = 'link-late@example.com';
    const cookie = sessionCookie(await ask(email));
    const link = readContinueLink(mailDir(), email)!;
    await t.deps.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, email));
    const late = await openLink(link, cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This code has expired or was not requested here. Please request a new code.',
    );
    expect((await pending(cookie)).json()).toEqual({ pending: null });
  });
});
