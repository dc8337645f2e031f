import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployerSettingsAnswer } from '../../src/shared/answers/employer-settings';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { mimeLeaf, mimeLeaves } from '../fixtures/mime-parts';
import { readContinueLink, readEmailCode } from '../fixtures/read-email-code';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 39 item 1: with the employer's logo set, every email shows it and the company name.

const settings = {
  legalName: 'Harbour Civil Pty Ltd',
  tradingName: 'Harbour & Sons <Civil>',
  abn: '53 004 085 616',
  address: '12 Wharf Road, Newcastle NSW 2300',
  phone: '(02) 4926 1234',
  email: 'office@harbourcivil.example',
  timeZone: 'Australia/Sydney',
  defaultFund: { kind: 'apra', name: 'AustralianSuper', abn: '65 714 394 898', usi: 'STA0100AU' },
};

/** Saves the settings with a logo; answers the stored PNG as GET /api/logo serves it. */
async function setLogo(t: TestApp): Promise<Buffer> {
  const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#0a5' } })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: await adminCookie(t.app) },
    payload: { ...settings, logo: `data:image/png;base64,${png.toString('base64')}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await t.app.inject(res.json<EmployerSettingsAnswer>().logoUrl!)).rawPayload;
}

const askCode = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-code',
    payload: { email },
    remoteAddress: '203.0.113.30',
  });

/** The code email's text, word for word as the spec has it. */
const codeText = (code: string, link: string) =>
  `Your code to continue your onboarding application is ${code}.\n\n` +
  `Continue on this phone: ${link}\n` +
  '(Open it on the phone where you asked for the code. Anywhere else it shows the code to type.)\n\n' +
  'It expires in 10 minutes. If you did not ask for it, you can ignore this email.';

const lines = (b: Buffer) => b.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '');

describe('a code email through SMTP', () => {
  let t: TestApp;
  const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
  const mailDir = () => path.join(t.dataDir, 'mail');
  const received = (email: string) => smtp.received.filter((m) => m.to.includes(email)).at(-1)!.raw;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await smtp.listen()}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is plain text only while the employer has no logo', async () => {
    expect((await askCode(t, 'plain@example.com')).statusCode).toBe(200);
    const raw = received('plain@example.com');
    expect(mimeLeaves(raw).map((l) => l.headers['content-type']?.split(';')[0])).toEqual(['text/plain']);
    const code = readEmailCode(mailDir(), 'plain@example.com')!;
    expect(lines(mimeLeaf(raw, 'text/plain')!.body)).toBe(
      codeText(code, readContinueLink(mailDir(), 'plain@example.com')!),
    );
  });

  it('with a logo, adds an HTML part with the logo inline and the name, the text part unchanged', async () => {
    const stored = await setLogo(t);
    expect((await askCode(t, 'logo@example.com')).statusCode).toBe(200);
    const raw = received('logo@example.com');
    const code = readEmailCode(mailDir(), 'logo@example.com')!;
    const link = readContinueLink(mailDir(), 'logo@example.com')!;
    expect(lines(mimeLeaf(raw, 'text/plain')!.body)).toBe(codeText(code, link));

    const html = mimeLeaf(raw, 'text/html')!;
    expect(html.within).toEqual(['multipart/alternative', 'multipart/related']);
    const page = html.body.toString('utf8');
    expect(page).toContain('Harbour &amp; Sons &lt;Civil&gt;');
    expect(page).not.toContain('<Civil>');
    expect(page).toContain(`Your code to continue your onboarding application is ${code}.`);
    expect(page).toContain(`<a href="${link}">${link}</a>`);
    const cid = /<img src="cid:([^"]+)"/.exec(page)![1]!;

    const image = mimeLeaf(raw, 'image/png')!;
    expect(image.within).toEqual(['multipart/alternative', 'multipart/related']);
    expect(image.headers['content-id']).toBe(`<${cid}>`);
    expect(image.body.equals(stored)).toBe(true);
  });
});

describe("a code email in the app's own outbox (no SMTP_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stays in clear with a logo: an inline logo is not an attachment to seal', async () => {
    await setLogo(t);
    expect((await askCode(t, 'outbox@example.com')).statusCode).toBe(200);
    const dir = path.join(t.dataDir, 'mail');
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.sealed'))).toEqual([]);
    const code = readEmailCode(dir, 'outbox@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const raw = [...fs.readdirSync(dir)].map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('');
    expect(raw).toContain('Content-Type: text/html');
  });
});
