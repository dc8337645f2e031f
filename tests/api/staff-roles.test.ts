import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/server/app';
import type { StaffRole } from '../../src/shared/schemas/staff';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 24: every admin route names the roles that may call it; each role is walked against
// every admin route: allowed (anything but 401/403) or refused with 403.

let t: TestApp;
const cookies = {} as Record<StaffRole | 'testOwner', string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies.testOwner = await adminCookie(t.app);
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

// Logging out ends the session the walk uses: it goes last.
const adminRoutes = (): RegisteredRoute[] =>
  t.app.registeredRoutes
    .filter((r) => r.access === 'admin')
    .sort((a, b) => Number(a.url === '/api/admin/logout') - Number(b.url === '/api/admin/logout'));

const call = (r: RegisteredRoute, cookie: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url: concrete(r.url),
    headers: { cookie },
    payload: r.method === 'GET' ? undefined : {},
  });

/** The rules, route by route, for the routes they name. */
const RULES: Record<string, StaffRole[]> = {
  'GET /api/admin/staff': ['owner'],
  'POST /api/admin/staff': ['owner'],
  'GET /api/admin/audit': ['owner'],
  'GET /api/admin/audit.csv': ['owner'],
  // Issue 42 item 5: the breach assessment's CSV.
  'GET /api/admin/audit/affected': ['owner'],
  'POST /api/admin/clear-all-data': ['owner'],
  'GET /api/admin/download-excel': ['owner', 'payroll'],
  'POST /api/admin/members/:memberId/reveal': ['owner', 'payroll'],
  'POST /api/admin/mark-downloaded/:memberId': ['owner', 'payroll'],
  'POST /api/admin/approve-deletion/:memberId': ['owner', 'hr'],
  'POST /api/admin/legal-hold/:memberId': ['owner'],
  'DELETE /api/admin/legal-hold/:memberId': ['owner'],
  'POST /api/admin/withdraw-approval/:memberId': ['owner', 'hr'],
  'DELETE /api/admin/delete-approved': ['owner', 'hr'],
  'GET /api/policy-documents': ['owner', 'hr'],
  'POST /api/admin/notifications': ['owner', 'hr'],
  'GET /api/admin/deliveries': ['owner', 'hr'],
  'GET /api/admin/session': ['owner', 'hr', 'payroll'],
  // Issue 25 (decision 031): owners and HR invite, send back and approve; payroll reads.
  'POST /api/admin/invitations': ['owner', 'hr'],
  'GET /api/admin/invitations': ['owner', 'hr', 'payroll'],
  'POST /api/admin/invitations/:id/resend': ['owner', 'hr'],
  'POST /api/admin/invitations/:id/withdraw': ['owner', 'hr'],
  'GET /api/admin/applications': ['owner', 'hr', 'payroll'],
  'GET /api/admin/applications/:id': ['owner', 'hr', 'payroll'],
  'POST /api/admin/applications/:id/request-changes': ['owner', 'hr'],
  'POST /api/admin/applications/:id/approve': ['owner', 'hr'],
  // Issue 40: HR confirms the employer is the sponsor of a visa with condition 8607/8107.
  'POST /api/admin/applications/:id/confirm-sponsor': ['owner', 'hr'],
  // Issue 35 item 11: payroll (and owners) mark an approved hire set up in payroll.
  'POST /api/admin/applications/:id/payroll-set-up': ['owner', 'payroll'],
  // Issue 22 §2, §3 (decision 032).
  'GET /api/admin/fair-work-statements': ['owner', 'hr'],
  'PUT /api/admin/fair-work-statements': ['owner', 'hr'],
  'POST /api/admin/vevo-check/:memberId': ['owner', 'hr'],
};

describe('staff roles on admin routes', () => {
  it('every admin route names the roles that may call it, as the issue sets them', () => {
    const routes = adminRoutes();
    expect(routes.filter((r) => !r.roles || r.roles.length === 0)).toEqual([]);
    for (const [key, roles] of Object.entries(RULES)) {
      const route = routes.find((r) => `${r.method} ${r.url}` === key);
      expect(route, key).toBeDefined();
      expect([...route!.roles!].sort(), key).toEqual([...roles].sort());
    }
  });

  // The bootstrap PIN only creates the first owner (issue 36 item 6): tests/api/pin-bootstrap.
  it('an owner is allowed on every admin route', async () => {
    for (const r of adminRoutes()) {
      if (r.url === '/api/admin/logout') continue;
      const res = await call(r, cookies.testOwner);
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
    }
  });

  it('each role is allowed on its routes and refused with 403 on the others', async () => {
    const owner = await addAndEnrol(t, cookies.testOwner, {
      name: 'Olive Owner',
      email: 'olive@example.com',
      role: 'owner',
    });
    cookies.owner = await recoverySignIn(t, owner);
    for (const role of ['hr', 'payroll'] as const) {
      const person = await addAndEnrol(t, cookies.owner, {
        name: `${role} person`,
        email: `${role}@example.com`,
        role,
      });
      cookies[role] = await recoverySignIn(t, person);
    }
    for (const role of ['owner', 'hr', 'payroll'] as const) {
      for (const r of adminRoutes()) {
        const res = await call(r, cookies[role]);
        const where = `${role}: ${r.method} ${r.url} (${res.statusCode})`;
        if (r.roles!.includes(role)) expect([401, 403], where).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().message, where).toMatch(/role does not allow/);
        }
      }
    }
  });
});
