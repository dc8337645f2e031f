import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, createTestApp, employeeWithBasicInfo, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API answers are not kept by browsers or proxies', () => {
  it("a new hire's drafts and an admin's member list are no-store; the status poll revalidates", async () => {
    const cookie = await employeeWithBasicInfo(t.app, 'cache-headers@example.com');
    const drafts = await t.app.inject({ url: '/api/me/drafts', headers: { cookie } });
    expect(drafts.statusCode).toBe(200);
    expect(drafts.headers['cache-control']).toBe('no-store');

    const status = await t.app.inject({ url: '/api/me/status', headers: { cookie } });
    expect(status.headers['cache-control']).toBe('private, no-cache');

    const admin = await adminCookie(t.app);
    const members = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } });
    expect(members.statusCode).toBe(200);
    expect(members.headers['cache-control']).toBe('no-store');
  });

  it('an API route reached through an encoded path is no-store too', async () => {
    // '/%61pi/...' routes to the same handler as '/api/...' (see tests/api/route-access.test.ts).
    const cookie = await employeeWithBasicInfo(t.app, 'cache-headers-encoded@example.com');
    const drafts = await t.app.inject({ url: '/%61pi/me/drafts', headers: { cookie } });
    expect(drafts.statusCode).toBe(200);
    expect(drafts.headers['cache-control']).toBe('no-store');
  });

  it('refusals are no-store too', async () => {
    const res = await t.app.inject({ url: '/api/admin/team-members' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
