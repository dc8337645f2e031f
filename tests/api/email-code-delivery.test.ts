import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../../src/server/db/schema/email-codes';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { readEmailCode } from '../fixtures/read-email-code';
import { createTestApp, sessionCookie, type TestApp } from '../fixtures/test-app';

// The email code's mail goes to a real SMTP peer, which refuses it while the test says so.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const askCode = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-code',
    payload: { email },
    headers: cookie ? { cookie } : {},
    remoteAddress: '203.0.113.20',
  });

describe('an email code whose mail the mail server refuses', () => {
  it.each([
    [550, 'Mailbox unavailable'],
    [451, 'Try again later'],
  ])(
    'answers 503 on a %i, and a new request works at once when the server accepts again',
    async (code, text) => {
      // A new hire's session (the wizard's autosave has one before the code is asked for).
      const cookie = sessionCookie(await askCode(`first-${code}@example.com`));
      const email = `code-${code}@example.com`;
      smtp.refuse({ code, text });
      const refused = await askCode(email, cookie);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        error: 'service_unavailable',
        message: 'We could not send the code just now. Please try again in a few minutes.',
      });
      expect(smtp.refused).toContain(email);
      // Nothing was sent, so nothing waits to be entered.
      const rows = await t.deps.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
      expect(rows).toEqual([]);

      smtp.refuse(null);
      const again = await askCode(email, cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json().message).toBe(`We sent a 6-digit code to ${email}. It expires in 10 minutes.`);
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verify-code',
        headers: { cookie },
        payload: { email, code: readEmailCode(path.join(t.dataDir, 'mail'), email) },
        remoteAddress: '203.0.113.20',
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ verified: true, email });
    },
  );

  it('leaves no session behind for a visitor who had none', async () => {
    smtp.refuse({ code: 451, text: 'Try again later' });
    const refused = await askCode('no-session@example.com');
    smtp.refuse(null);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('still asks for the 30 second wait after a code that did go out', async () => {
    const email = 'code-sent@example.com';
    const first = await askCode(email);
    expect(first.statusCode).toBe(200);
    const second = await askCode(email, sessionCookie(first));
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
  });
});
