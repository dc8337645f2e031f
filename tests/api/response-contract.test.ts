import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { recordJsonRoutes } from '../fixtures/response-contract';

// The contract between server and client (issue 21): every JSON route declares its answers, the
// server writes each answer through them, and the client takes its types from them. The API
// tests' app (fixtures/test-app.ts) parses every answer a test receives with its route's
// declared schema, on PGlite and on PostgreSQL, so the whole API suite checks the answers.

/** API routes that answer a file or a stream, not JSON (their errors are the usual JSON body). */
const NOT_JSON: Record<string, string> = {
  'GET /api/files/:id': 'a stored photo, initial or PDF, as its own content type',
  'GET /api/logo': "the employer's logo, a PNG",
  'GET /api/admin/download-excel': 'the workbook, streamed as it is written',
  'GET /api/admin/audit.csv': 'the audit rows as a CSV download',
  'GET /api/admin/audit/affected':
    'who had access, and every export and reveal in a window, as a CSV download',
  'GET /api/admin/licences.csv': 'the tickets and licences register as a CSV download',
  'GET /api/admin/payroll-export': "the approved hires in a payroll system's import format, a CSV download",
  'GET /api/me/documents/:id/countersigned-pdf': "the hire's countersigned document, a PDF",
  'GET /api/admin/payroll/connections/xero/callback': "Xero's return: a redirect to the connections screen",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isJsonRoute = (url: string) => url.startsWith('/api/') || url === '/healthz';
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('the answers every route promises', () => {
  it('every JSON route declares a schema for its success answer', () => {
    const routes = t.app.registeredRoutes.filter((r) => isJsonRoute(r.url) && !(key(r) in NOT_JSON));
    const undeclared = routes
      .filter((r) => !Object.keys(r.response ?? {}).some((code) => /^2(\d\d|xx)$/.test(code)))
      .map(key);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(57);
    // For `npm test`, which then wants a checked success answer from each (HEAD is GET's twin).
    recordJsonRoutes(routes.filter((r) => r.method !== 'HEAD').map(key));
  });

  it('every JSON route declares the shared error body for its 4xx answers', () => {
    const routes = t.app.registeredRoutes.filter((r) => isJsonRoute(r.url) && !(key(r) in NOT_JSON));
    expect(routes.filter((r) => !r.response?.['4xx']).map(key)).toEqual([]);
  });

  it('the routes left out answer files or streams, and declare no JSON answer', () => {
    const exempt = t.app.registeredRoutes.filter((r) => key(r) in NOT_JSON);
    expect(exempt.map(key).sort()).toEqual(Object.keys(NOT_JSON).sort());
    expect(exempt.filter((r) => r.response !== undefined)).toEqual([]);
  });
});
