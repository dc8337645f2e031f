import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { hashEmail } from '../../src/server/log-redact';
import { logDestination } from '../../src/server/log-stream';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// What `npm start` prints per request and event: lines a person reads on a terminal, JSON lines
// anywhere else, redacted alike.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const email = 'jo.citizen@example.com';
const secrets = ['123456782', '12345678', 'insulin', email, encodeURIComponent(email)];

/** The server's log written to a console that is a terminal or not: its lines. */
async function consoleLines(isTTY: boolean): Promise<string[]> {
  let text = '';
  const out = { isTTY, write: (chunk: string) => (text += chunk) };
  const app = await buildApp(t.deps, {
    logLevel: 'info',
    logStream: await logDestination(out),
    runJobs: false,
  });
  await app.ready();
  app.log.info(
    {
      body: { taxFileNumber: '123456782', bankAccountNumber: '12345678' },
      member: { medications: 'insulin' },
    },
    'draft saved',
  );
  await app.inject({ method: 'GET', url: `/api/tax-declarations/${encodeURIComponent(email)}` });
  await app.close();
  // Colours, when the terminal gets them, are not part of what is read.
  return stripVTControlCharacters(text).split('\n').filter(Boolean);
}

describe('the console log', () => {
  it('on a terminal: a line a person reads for each event and each request, with the secrets redacted', async () => {
    const lines = await consoleLines(true);
    for (const line of lines) {
      expect(() => JSON.parse(line)).toThrow();
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] [A-Z]+: /);
    }
    const saved = lines.find((line) => line.includes('INFO: draft saved'));
    expect(saved).toContain('"taxFileNumber":"[redacted]"');
    expect(saved).toContain('"medications":"[redacted]"');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`INFO: GET /api/tax-declarations/${hashEmail(email)} \\(req-\\d+\\)$`),
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/INFO: 4\d\d in \d+ ms \(req-\d+\)$/));
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });

  it('anywhere else: one JSON object a line, with the same redaction', async () => {
    const lines = await consoleLines(false);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'draft saved',
        body: { taxFileNumber: '[redacted]', bankAccountNumber: '[redacted]' },
        member: { medications: '[redacted]' },
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'incoming request',
        req: expect.objectContaining({ url: `/api/tax-declarations/${hashEmail(email)}` }) as unknown,
      }),
    );
    for (const secret of secrets) expect(lines.join('\n')).not.toContain(secret);
  });
});
