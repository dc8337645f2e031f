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
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter(
      (r) => !['public', 'employee', 'admin'].includes(r.access ?? '') && r.url.startsWith('/api'),
    );
    expect(undeclared).toEqual([]);
    // Non-API routes (static files) are the only ones allowed to declare nothing.
    const other = routes.filter((r) => !r.access).map((r) => r.url);
    expect(other.every((u) => !u.startsWith('/api'))).toBe(true);
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
