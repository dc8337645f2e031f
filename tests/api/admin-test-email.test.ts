import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { createRecipient } from '../fixtures/factories';
import { adminCookie, createTestApp, type TestApp, TEST_OWNER_ACTOR } from '../fixtures/test-app';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
// A real SMTP peer: the app's nodemailer transport talks to it over TCP.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'sender@example.com' });
  cookie = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  if (smtp.server.listening) await stopSmtp();
});

const stopSmtp = () => new Promise<void>((resolve) => smtp.close(() => resolve()));

const send = (payload: Record<string, unknown>, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: '/api/test-email', payload, headers });
const defaultEmail = async () =>
  (await t.app.inject({ url: '/api/test-email/default', headers: { cookie } })).json().email;

/** The decoded body of the MIME part whose headers name `filename` (base64, as nodemailer sends it). */
function attachment(raw: string, filename: string): { headers: string; content: Buffer } {
  const at = raw.indexOf(filename);
  expect(at, `no part named ${filename}`).toBeGreaterThan(0);
  const partStart = raw.lastIndexOf('\r\n--', at);
  const bodyStart = raw.indexOf('\r\n\r\n', at) + 4;
  const bodyEnd = raw.indexOf('\r\n--', bodyStart);
  return {
    headers: raw.slice(partStart, bodyStart),
    content: Buffer.from(raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64'),
  };
}

describe('test email', () => {
  it('answers 401 without an admin session and sends nothing', async () => {
    expect((await send({ email: 'ops@example.com' }, {})).statusCode).toBe(401);
    expect((await t.app.inject('/api/test-email/default')).statusCode).toBe(401);
    expect(received).toEqual([]);
  });

  it('prefills MAIL_FROM, then the first active recipient once there is one', async () => {
    expect(await defaultEmail()).toBe('sender@example.com');
    await createRecipient(t.deps, { email: 'inactive@example.com', active: false });
    expect(await defaultEmail()).toBe('sender@example.com');
    await createRecipient(t.deps, { email: 'hr@example.com' });
    expect(await defaultEmail()).toBe('hr@example.com');
  });

  it('needs an email address, and a valid one', async () => {
    const blank = await send({ email: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Please enter an email address' });
    const invalid = await send({ email: 'ops@' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: 'Please enter a valid email address' });
    expect(received).toEqual([]);
  });

  it('delivers the sample application PDF to a real SMTP server', async () => {
    const res = await send({ email: 'Ops@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Test email sent to ops@example.com' });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['ops@example.com']);
    expect(mail.raw).toMatch(/^From: sender@example\.com/m);
    expect(mail.raw).toMatch(/^Subject: Test Builders Pty Ltd onboarding: test email/m);
    const pdf = attachment(mail.raw, 'application-sample.pdf');
    expect(pdf.headers).toMatch(/Content-Type: application\/pdf/i);
    expect(pdf.headers).toMatch(/Content-Disposition: attachment/i);
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.content.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    expect(pdf.content.length).toBeGreaterThan(5_000);

    const [entry] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mail.test_sent'));
    expect(entry).toMatchObject({ actor: TEST_OWNER_ACTOR, target: null });
  });

  it('answers 502 with the reason when the mail server cannot be reached', async () => {
    await stopSmtp();
    const res = await send({ email: 'ops@example.com' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('mail_failed');
    expect(res.json().message).toMatch(/^Failed to send test email: .*ECONNREFUSED/);
    const failed = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'mail.test_failed'));
    expect(failed).toHaveLength(1);
  });
});
