import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { multipart } from '../fixtures/member-form';
import { readEmailCode } from '../fixtures/read-email-code';
import {
  createTestApp,
  employeeCookie,
  proveEmailCode,
  sessionCookie,
  type TestApp,
} from '../fixtures/test-app';

// Issue 19 item 6a (decision 021): on a shared site tablet someone plants a bank-details draft in
// the browser's session and walks away; the next person types basic info, proves their email, and
// the planted bank draft moved into their application and prefilled their bank step. Now a proof
// carries over only the drafts of the steps the browser typed since its page load.

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await makeHeadshotJpeg();
});
afterAll(() => t.close());

const basicInfo = (email: string, fullName: string) => ({
  fullName,
  email,
  mobile: '0412 345 678',
  gender: 'Female',
  dateOfBirth: '1995-03-03',
});
const plantedBank = {
  bankInstitution: 'Thief Bank',
  bankAccountName: 'M Allory',
  bankBSB: '999-999',
  bankAccountNumber: '66666666',
};

const put = (stepId: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/me/drafts/${stepId}?autosave=1`,
    headers: cookie ? { cookie } : {},
    payload,
  });
const drafts = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me/drafts', headers: { cookie } })).json().drafts as Record<
    string,
    Record<string, unknown>
  >;
/** The draft photo's file id, or null when the session has none (answered 200 null: issue 35). */
const draftPhoto = async (cookie: string): Promise<string | null> =>
  ((await t.app.inject({ url: '/api/me/photo', headers: { cookie } })).json() as { fileId: string } | null)
    ?.fileId ?? null;

/** Someone fills in a bank draft (and a photo) on the tablet, without proving any email. */
async function plantOnTablet(): Promise<string> {
  const planted = await put('bank-details', plantedBank);
  expect(planted.statusCode).toBe(200);
  const tablet = sessionCookie(planted);
  const photo = multipart({}, { name: 'me.jpg', type: 'image/jpeg', data: jpeg });
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: '/api/me/photo',
    payload: photo.payload,
    headers: { ...photo.headers, cookie: tablet },
  });
  expect(uploaded.statusCode).toBe(200);
  return tablet;
}

describe('drafts typed before the proof', () => {
  it('a planted bank draft is not carried into the next person’s application', async () => {
    const tablet = await plantOnTablet();
    // The new hire opens the app on the tablet (a page load), types basic info and proves.
    const email = 'tablet-hire@example.com';
    expect((await put('basic-info', basicInfo(email, 'Nina Newhire'), tablet)).statusCode).toBe(200);
    const proven = await proveEmailCode(t.app, email, tablet, ['basic-info']);
    const mine = await drafts(proven);
    expect(mine['basic-info']).toMatchObject({ fullName: 'Nina Newhire' });
    expect(mine['bank-details']).toBeUndefined();
    // The headshot was on the basic-info screen the person confirmed: it stays with basic info.
    expect(await draftPhoto(proven)).toEqual(expect.any(String));
  });

  it("resuming on the tablet carries nothing of the session, and keeps the person's own drafts", async () => {
    const email = 'resumer@example.com';
    const own = await employeeCookie(t.app, email);
    expect((await put('bank-details', { ...plantedBank, bankInstitution: 'Own Bank' }, own)).statusCode).toBe(
      200,
    );
    const tablet = await plantOnTablet();
    // 'Continue an existing application' from the home screen: nothing typed on this page.
    const proven = await proveEmailCode(t.app, email, tablet, []);
    expect(await drafts(proven)).toEqual({ 'bank-details': { ...plantedBank, bankInstitution: 'Own Bank' } });
    expect(await draftPhoto(proven)).toBeNull();
  });

  it('steps the person typed since the page loaded are carried over, whichever they are', async () => {
    const email = 'typist-before-proof@example.com';
    const first = await put('basic-info', basicInfo(email, 'Ola Typist'));
    const cookie = sessionCookie(first);
    const ownBank = { ...plantedBank, bankInstitution: 'Commonwealth Bank', bankAccountName: 'O Typist' };
    expect((await put('bank-details', ownBank, cookie)).statusCode).toBe(200);
    const proven = await proveEmailCode(t.app, email, cookie, ['basic-info', 'bank-details']);
    const mine = await drafts(proven);
    expect(mine['basic-info']).toMatchObject({ fullName: 'Ola Typist' });
    expect(mine['bank-details']).toEqual(ownBank);
  });

  it('a client that names no steps (an older page) carries nothing; an unknown step id is refused', async () => {
    const tablet = await plantOnTablet();
    const email = 'old-client@example.com';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-code',
      headers: { cookie: tablet },
      payload: { email },
      remoteAddress: '203.0.113.9',
    });
    expect(asked.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      headers: { cookie: tablet },
      payload: { email, code: '000000', typedSteps: ['bank-details', 'admin'] },
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['typedSteps.1']);
    const code = readEmailCode(path.join(t.dataDir, 'mail'), email)!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      headers: { cookie: tablet },
      payload: { email, code },
      remoteAddress: '203.0.113.9',
    });
    expect(verified.statusCode).toBe(200);
    const proven = sessionCookie(verified);
    expect(await drafts(proven)).toEqual({});
  });
});
