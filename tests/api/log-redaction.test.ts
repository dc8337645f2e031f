import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  app = await buildApp(t.deps, { logLevel: 'info', logStream: stream });
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
});
