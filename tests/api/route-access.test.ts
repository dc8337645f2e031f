import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name.includes('mail') ? 'x@example.com' : '00000000-0000-4000-8000-000000000000',
  );

describe('route access', () => {
  it('every registered route declares public, employee or admin access', () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((r) => !['public', 'employee', 'admin'].includes(r.access ?? ''));
    expect(undeclared).toEqual([]);
  });

  it('every admin route names the staff roles that may call it (tests/api/staff-roles walks them)', () => {
    const admin = t.app.registeredRoutes.filter((r) => r.access === 'admin');
    const unnamed = admin.filter((r) => !r.roles?.length).map((r) => `${r.method} ${r.url}`);
    expect(unnamed).toEqual([]);
  });

  it('an encoded path that routes to an admin handler still needs the admin session', async () => {
    const admin = t.app.registeredRoutes.filter((r) => r.access === 'admin');
    for (const r of admin) {
      const url = concrete(r.url).replace(/^\/api\//, '/%61pi/');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect([401, 404], `${r.method} ${url}`).toContain(res.statusCode);
    }
    const excel = await t.app.inject({ url: '/%61pi/admin/download-excel' });
    expect(excel.statusCode).toBe(401);
    const wipe = await t.app.inject({
      method: 'POST',
      url: '/%61pi/admin/clear-all-data',
      payload: { confirm: 'DELETE ALL DATA' },
    });
    expect(wipe.statusCode).toBe(401);
  });

  it('every admin route answers 401 without an admin session', async () => {
    const admin = t.app.registeredRoutes.filter((r) => r.access === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const r of admin) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('an employee session does not grant admin routes', async () => {
    const cookie = await employeeCookie(t.app, 'worker@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });
});
