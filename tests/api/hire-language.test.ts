import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import type { MeStatus } from '../../src/shared/me-status';
import { inviteHire } from '../fixtures/approved-hire';
import { signInStaffTrio } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 43 item 1: the hire's language is remembered on their application, so another device
// opens in it, and HR sees it on the application's page.

let t: TestApp;
let hr: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ hr } = await signInStaffTrio(t, await adminCookie(t.app)));
});
afterAll(() => t.close());

const put = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/me/language', payload: payload as object, headers: { cookie } });
const status = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/status', headers: { cookie } })).json<MeStatus>();

describe('PUT /api/me/language', () => {
  it('remembers the language on the application; the status says it and HR sees it', async () => {
    const id = await inviteHire(t, hr, { email: 'lan.nguyen@example.com', fullName: 'Lan Nguyen' });
    const hire = await employeeCookie(t.app, 'lan.nguyen@example.com');
    expect((await status(hire)).language).toBeNull();

    const chosen = await put(hire, { language: 'vi' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'vi' });
    expect((await status(hire)).language).toBe('vi');

    // Another device proving the same email opens in it.
    expect((await status(await employeeCookie(t.app, 'lan.nguyen@example.com'))).language).toBe('vi');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${id}`,
      headers: { cookie: hr },
    });
    expect(detail.json<ApplicationDetail>().application.language).toBe('vi');

    expect((await put(hire, { language: 'ar' })).statusCode).toBe(200);
    expect((await status(hire)).language).toBe('ar');
  });

  it('changes only the signed-in hire’s own application', async () => {
    const a = await employeeCookie(t.app, 'amrit.singh@example.com');
    const b = await employeeCookie(t.app, 'wei.zhang@example.com');
    await put(a, { language: 'pa' });
    await put(b, { language: 'zh-Hans' });
    expect((await status(a)).language).toBe('pa');
    expect((await status(b)).language).toBe('zh-Hans');
  });

  it('refuses a language we do not ship, and a device with no proven email', async () => {
    const hire = await employeeCookie(t.app, 'sam.lee@example.com');
    const unknown = await put(hire, { language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect((await status(hire)).language).toBeNull();

    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      payload: { language: 'vi' },
    });
    expect(anonymous.statusCode).toBe(409);
  });
});
