import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and routing', () => {
  it('answers /healthz when the database is reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  it('serves the SPA for spec routes and a 404 SPA for other paths', async () => {
    for (const url of ['/', '/basic-info', '/admin/policies', '/test-email']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const missing = await t.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('seeds the three default policy documents on an empty database', async () => {
    const docs = await t.deps.database.db.query.policyDocuments.findMany();
    expect(docs.map((d) => d.documentType).sort()).toEqual([
      'confidentiality-agreement',
      'medical-declaration',
      'workplace-behaviour',
    ]);
    expect(docs.every((d) => d.isActive)).toBe(true);
    const medical = docs.find((d) => d.documentType === 'medical-declaration')!;
    expect(medical.questions.map((q) => q.id)).toEqual([
      'previous-medical-conditions',
      'medications',
      'allergies',
    ]);
  });
});

describe('public config', () => {
  it('tells the client the employer name for position details', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json()).toEqual({ companyName: 'Test Builders Pty Ltd' });
  });
});

describe('API docs', () => {
  it('gives an admin the OpenAPI document of every API route, generated from the schemas', async () => {
    const cookie = await adminCookie(t.app);
    const res = await t.app.inject({ url: '/api/docs', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/team-members', '/api/admin/verify-pin', '/api/me/drafts/{stepId}']),
    );
    expect(doc.paths['/api/admin/verify-pin'].post.requestBody).toBeDefined();
  });

  it('is not public', async () => {
    expect((await t.app.inject('/api/docs')).statusCode).toBe(401);
  });
});
