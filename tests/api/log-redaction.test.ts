import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../src/server/db/schema/sessions';
import { hashEmail } from '../../src/server/log-redact';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  app = await buildApp(t.deps, { logLevel: 'info', logStream: stream });
  // A real database error through the real error handler: the same session id twice.
  app.post('/test/duplicate-row', { config: { access: 'public' } }, async () => {
    const row = { id: 'duplicate-id', expiresAt: new Date(Date.now() + 60_000) };
    await t.deps.database.db.insert(sessions).values(row);
    await t.deps.database.db.insert(sessions).values(row);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('logs', () => {
  it('never carry TFNs, bank details, medical answers, signatures, PINs or session cookies', async () => {
    app.log.info(
      {
        body: {
          taxFileNumber: '123456782',
          bankBSB: '062-000',
          bankAccountNumber: '12345678',
          pin: '246810',
        },
        member: { visaNumber: 'VZ1', medications: 'insulin', signature: 'data:image/png;base64,AAA' },
      },
      'something happened',
    );
    await app.inject({
      method: 'POST',
      url: '/api/admin/verify-pin',
      payload: { pin: '000000' },
      headers: { cookie: 'sid=secret-token-value' },
    });
    const all = lines.join('\n');
    expect(all).toContain('something happened');
    for (const secret of [
      '123456782',
      '062-000',
      '12345678',
      '246810',
      'VZ1',
      'insulin',
      'base64,AAA',
      'secret-token-value',
    ]) {
      expect(all, secret).not.toContain(secret);
    }
  });

  it('show a hash in place of each email in a request URL', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/team-members/by-email/Jane.Doe%40Example.com' });
    await app.inject({ url: '/api/team-members/by-email/jane.doe@example.com?again=jane.doe%40example.com' });
    const all = lines.join('\n');
    expect(all.toLowerCase()).not.toContain('jane.doe');
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url: string } })
      .flatMap((l) => l.req?.url ?? []);
    const hash = hashEmail('jane.doe@example.com');
    expect(hash).toMatch(/^sha256:[0-9a-f]{12}$/);
    expect(urls).toEqual([
      `/api/team-members/by-email/${hash}`,
      `/api/team-members/by-email/${hash}?again=${hash}`,
    ]);
  });

  it('do not keep the name an admin searched the data-retention list for', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/admin/team-members?page=2&search=Zara%20Quokka-Smith&status=all' });
    await app.inject({ url: '/api/admin/team-members?search=zara+quokka' });
    expect(lines.join('\n').toLowerCase()).not.toContain('quokka');
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url: string } })
      .flatMap((l) => l.req?.url ?? []);
    expect(urls).toEqual([
      '/api/admin/team-members?page=2&search=[redacted]&status=all',
      '/api/admin/team-members?search=[redacted]',
    ]);
  });

  it("hide emailed codes but keep a database error's code", async () => {
    lines.length = 0;
    app.log.info({ code: '482913' }, 'code sent');
    app.log.info({ body: { email: 'x@example.com', code: '593024' } }, 'verify');
    const res = await app.inject({ method: 'POST', url: '/test/duplicate-row' });
    expect(res.statusCode).toBe(500);
    const all = lines.join('\n');
    expect(all).not.toContain('482913');
    expect(all).not.toContain('593024');
    const failure = lines.map((l) => JSON.parse(l) as { msg: string; err?: { code?: string } });
    expect(failure.find((l) => l.msg === 'request failed')?.err?.code).toBe('23505');
  });
});
