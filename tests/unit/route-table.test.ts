// The route table (src/shared/routes.ts) is the only list of screens: the client's routes, the
// titles, the server's preloads, the prerendered screens and the chunk groups all come from it.
// What the built app serves for each entry is checked in client-build.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE, pageExport, pageTitle, ROUTES, SPA_ROUTES } from '../../src/shared/routes';
import { TASKS, WIZARD_STEPS } from '../../src/shared/tasks';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The files that used to keep a list of screens of their own, and now derive it. */
const DERIVED = [
  'vite.config.ts',
  'scripts/chunk-groups.ts',
  'scripts/prerender-shells.ts',
  'src/server/spa.ts',
  'src/server/route-preloads.ts',
  'src/client/routes.tsx',
  'src/client/prerender/render.tsx',
];

describe('the route table', () => {
  it("has the 19 spec routes, Deliveries, the code email's link, Staff, Audit, enrolment, the invitation link, the change request's link, Applications, one application, the admin entry, Ready for payroll, My account, Company settings, Sites, the employer's document screen, Tickets & licences, Payroll connections, Employees and the welcome once each, every task and wizard step among them", () => {
    expect(SPA_ROUTES).toHaveLength(38);
    expect(new Set(SPA_ROUTES).size).toBe(38);
    const routes: readonly string[] = SPA_ROUTES;
    for (const item of [...TASKS, ...WIZARD_STEPS]) expect(routes).toContain(item.route);
    expect(routes).toContain('/admin/deliveries');
    expect(routes).toContain('/confirm-email');
    expect(routes).toContain('/invite');
    expect(routes).toContain('/changes');
    expect(routes).toContain('/admin/applications');
    expect(routes).toContain('/admin/application');
    expect(routes).toContain('/admin');
    expect(routes).toContain('/admin/payroll');
    expect(routes).toContain('/admin/account');
    expect(routes).toContain('/admin/settings');
    expect(routes).toContain('/admin/sites');
    expect(routes).toContain('/admin/payroll-connections');
    expect(routes).toContain('/admin/employees');
    expect(routes).toContain('/document');
    expect(routes).toContain('/welcome');
    expect(routes).toContain('/admin/licences');
  });

  it('names for each screen a page in src/client/pages that exports its component', () => {
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
      if (!route.page) continue;
      const source = read(path.join('src/client', route.page));
      expect(source, route.page).toMatch(new RegExp(`export function ${pageExport(route.page)}\\(`));
    }
    // Only the task home is not lazy: it is in the app the entry starts.
    expect(ROUTES.filter((route) => !route.page).map((route) => route.path)).toEqual(['/']);
  });

  it('gives every screen its own title, and any other path the 404 title', () => {
    const titles = ROUTES.map((route) => pageTitle(route.path));
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(pageTitle('/bank-details')).toBe('Bank details · Step 6 of 8 · Onboarding');
    expect(pageTitle('/tax-declaration')).toBe('Tax Declaration Form · Onboarding');
    expect(pageTitle('/admin/deliveries')).toBe('Deliveries · Admin · Onboarding');
    expect(pageTitle('/nope')).toBe('Page Not Found · Onboarding');
  });

  it('prerenders the home, the eight wizard steps and the 404 page, and no screen that reads more than a first visit knows', () => {
    expect(ROUTES.filter((route) => route.prerender).map((route) => route.path)).toEqual([
      '/',
      ...WIZARD_STEPS.map((step) => step.route),
    ]);
    expect(NOT_FOUND_ROUTE.prerender).toBe(true);
  });

  it('preloads the status for every employee screen, the drafts for a wizard step, nothing for an admin screen', () => {
    const reads = Object.fromEntries(ROUTES.map((route) => [route.path, route.reads]));
    expect(reads['/']).toEqual(['/api/me/status']);
    expect(reads['/address']).toEqual(['/api/me/status', '/api/me/drafts']);
    expect(reads['/success']).toEqual(['/api/me/status']);
    for (const route of ROUTES.filter((r) => r.chunk === 'admin'))
      expect(route.reads, route.path).toEqual([]);
  });

  it('is the only list: the files that build, serve and route the screens name none of them', () => {
    for (const file of DERIVED) {
      const source = read(file);
      for (const route of SPA_ROUTES.filter((r) => r !== '/')) {
        expect(source, `${file} names ${route}`).not.toContain(`'${route}'`);
      }
      for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
        if (route.page)
          expect(source, `${file} names ${route.page}`).not.toContain(path.basename(route.page));
      }
    }
  });

  it('leaves vite.config.ts naming no source file: the chunk groups come from the table and the module graph', () => {
    for (const file of ['vite.config.ts', 'scripts/chunk-groups.ts']) {
      // Its imports (the route table itself) aside.
      const config = read(file).replace(/^import .*$/gm, '');
      // A file under src/ (the client's root folder itself is named), or a path pattern.
      expect(config, file).not.toMatch(/src\/[\w./-]*\.(tsx?|css)\b/);
      // Nor any source file by its bare name (the service worker's comes from its build script).
      expect(config, file).not.toMatch(/['"`][\w./-]*\.(tsx?|css)['"`]/);
      expect(config, file).not.toMatch(/(pages|features|components|lib|shared|node_modules)\[/);
      expect(config, file).not.toContain(String.raw`[\\/]`);
    }
  });
});
