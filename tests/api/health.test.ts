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
    expect(res.json()).toMatchObject({ ok: true, canWrite: true, minFreeMb: 100 });
    expect(res.json().freeMb).toBeGreaterThan(0);
  });

  it('answers /healthz 503 naming the cause when the data directory has less free space than DISK_FREE_MIN_MB', async () => {
    const full = await createTestApp({ DISK_FREE_MIN_MB: '9999999' });
    try {
      const res = await full.app.inject('/healthz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        ok: false,
        error: 'disk_space_low',
        canWrite: true,
        minFreeMb: 9999999,
      });
      expect(res.json().message).toMatch(
        /^\d+ MB free on the disk holding DATA_DIR, under DISK_FREE_MIN_MB \(9999999 MB\)\.$/,
      );
    } finally {
      await full.close();
    }
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
  it('tells the client the employer name, ABN, logo, default fund and time zone (the settings)', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json()).toEqual({
      companyName: 'Test Builders Pty Ltd',
      legalName: 'Test Builders Pty Ltd',
      abn: '',
      logoUrl: null,
      setupDone: true,
      defaultFund: { kind: 'apra', name: 'Cbus', abn: '75493363262', usi: 'CBU0100AU' },
      timeZone: 'Australia/Sydney',
      // The collection notice's contact and the privacy policy (issue 42 item 4), blank until setup.
      contact: { address: '', email: '', phone: '' },
      privacyPolicyUrl: '',
      // The union question is the employer's to turn on (issue 42 item 3), off until then.
      askUnionMembership: false,
      // Invitations by SMS need a provider the operator sets (decision 114): none by default.
      smsInvitations: false,
    });
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

describe('static files', () => {
  it('serves the precompressed index and assets to a browser that takes brotli or gzip', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const { precompressDir } = await import('../../scripts/precompress');
    const { buildApp } = await import('../../src/server/app');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const html = `<!doctype html><title>Onboarding</title>${'<p>shell</p>'.repeat(200)}`;
    const js = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'assets', 'home-abc123.js'), js);
    expect(precompressDir(dir)).toBe(2);
    const app = await buildApp(t.deps, { logLevel: 'silent', clientDir: dir });
    try {
      const br = await app.inject({ url: '/basic-info', headers: { 'accept-encoding': 'gzip, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      // Each route's index.html carries the route's own title (the route table).
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(
        html.replace(
          '<title>Onboarding</title>',
          '<title>Basic information · Step 1 of 8 · Onboarding</title>',
        ),
      );
      const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
      const plain = await app.inject({ url: '/' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);

      const asset = await app.inject({
        url: '/assets/home-abc123.js',
        headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
      });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(js);
      expect(asset.rawPayload.length).toBeLessThan(js.length / 10);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
