import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachment } from '../fixtures/delivery-peers';
import { groupProcesses } from '../fixtures/process-group';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart } from '../fixtures/member-form';
import { readEmailCode } from '../fixtures/read-email-code';
import { readZipEntry } from '../fixtures/read-zip-entry';
import { ownerCookieOverHttp } from './owner-over-http';
import { readKeyFile } from '../../src/server/services/crypto/data-key';
import { openSealed } from '../../src/server/services/crypto/open-sealed';

// `npm start` exactly as a person runs it: the start script bundles the server (with most of its npm
// packages) into dist/server and serves from that bundle in one process, on an empty PGlite
// directory. The other suites run the sources through tsx, so this is the one place the bundle, its
// worker threads (the Excel export's rows, the PDF pool) and the packages loaded on first use
// (nodemailer, sanitize-html, piscina and pdfkit) are exercised.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PIN = '246810';
const port = 42000 + Math.floor(Math.random() * 5000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-npm-start-'));
let child: ReturnType<typeof spawn>;
let exited: Promise<unknown>;
/** The first owner's session, made once (a code works once: two sign-ins could share one). */
let owner: Promise<string> | undefined;
const ownerCookie = () => (owner ??= ownerCookieOverHttp(base, dataDir, PIN));
/** What `npm start` printed: stdout (JSON log lines, piped) and stderr. */
let stdout = '';
let stderr = '';

beforeAll(async () => {
  child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PIN: PIN,
      LOG_LEVEL: 'warn',
    },
  });
  exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('npm start did not answer /healthz in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 150_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('leaves one Node process serving, beside npm', () => {
    const names = groupProcesses(child.pid!).map((p) => p.name);
    expect(names.filter((n) => n === 'node')).toHaveLength(1);
    expect(names.filter((n) => n !== 'node' && n !== 'npm start' && n !== 'npm')).toEqual([]);
  });

  it('serves from a bundle of ASCII text, its licence notices in a file beside it', () => {
    // One non-ASCII character (a comment's '§') made V8 keep the whole bundle's source as two-byte
    // text: 12 MB of the idle server's heap instead of 4 (decision 016).
    for (const bundle of ['main', 'sheet-rows', 'render-pdf']) {
      const bytes = fs.readFileSync(path.join(root, `dist/server/${bundle}.mjs`));
      const at = bytes.findIndex((byte) => byte > 0x7f);
      expect(at === -1 ? '' : bytes.subarray(at, at + 40).toString('utf8'), bundle).toBe('');
    }
    expect(fs.readFileSync(path.join(root, 'dist/server/main.mjs.LEGAL.txt'), 'utf8')).toContain('MIT');
  });

  it('serves the task home and the 404 page from the built client', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root"');
    expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
  });

  it('mails a code to a new hire (written to DATA_DIR/mail with no SMTP_URL)', async () => {
    const email = 'npm-start@example.com';
    const res = await fetch(`${base}/api/auth/email-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    expect(readEmailCode(path.join(dataDir, 'mail'), email)).toMatch(/^\d{6}$/);
  });

  it("exports a new hire's opened bank details to Excel, through the bundle's worker thread", async () => {
    const email = 'npm-start-excel@example.com';
    const json = { 'content-type': 'application/json' };
    const asked = await fetch(`${base}/api/auth/email-code`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    const sid = /sid=[^;]+/.exec(asked.headers.get('set-cookie') ?? '')![0];
    const code = readEmailCode(path.join(dataDir, 'mail'), email);
    const verified = await fetch(`${base}/api/auth/verify-code`, {
      method: 'POST',
      headers: { ...json, cookie: sid },
      body: JSON.stringify({ email, code }),
    });
    expect(verified.status).toBe(200);
    const cookie = /sid=[^;]+/.exec(verified.headers.get('set-cookie') ?? '')![0];
    const fields = memberFields(email);
    const basics = await fetch(`${base}/api/me/drafts/basic-info`, {
      method: 'PUT',
      headers: { ...json, cookie },
      body: JSON.stringify({
        fullName: fields.fullName,
        email,
        mobile: fields.mobile,
        gender: fields.gender,
        dateOfBirth: fields.dateOfBirth,
      }),
    });
    expect(basics.status).toBe(200);
    const form = multipart(fields, { name: 'me.jpg', type: 'image/jpeg', data: await makeHeadshotJpeg() });
    const saved = await fetch(`${base}/api/team-members`, {
      method: 'POST',
      headers: { ...form.headers, cookie },
      body: new Uint8Array(form.payload),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);

    const admin = await ownerCookie();
    const excel = await fetch(`${base}/api/admin/download-excel`, { headers: { cookie: admin } });
    expect(excel.status).toBe(200);
    const sheet = readZipEntry(Buffer.from(await excel.arrayBuffer()), 'xl/worksheets/sheet1.xml')!;
    // The name as stored, and the BSB, account and visa numbers as the worker thread opened them.
    for (const text of ['Sam Carpenter', email, '062-000', '12345678', 'VZ7788123'])
      expect(sheet).toContain(`>${text}</t>`);
  });

  it("emails an admin's test message with the sample application PDF drawn by the bundle's PDF thread", async () => {
    const cookie = await ownerCookie();
    const sent = await fetch(`${base}/api/test-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ email: 'npm-start-pdf@example.com' }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const mailDir = path.join(dataDir, 'mail');
    // Mail carrying a PDF is kept sealed with the data key (issue 36 item 13): opened as
    // `npm run open-sealed` does, with the key start-up generated into DATA_DIR.
    const key = readKeyFile(dataDir)!;
    const raw = fs
      .readdirSync(mailDir)
      .map((f) => {
        const bytes = fs.readFileSync(path.join(mailDir, f));
        return (f.endsWith('.sealed') ? openSealed(bytes, [key]) : bytes).toString('utf8');
      })
      .map((text) => text.replace(/\r?\n/g, '\r\n'))
      .find((text) => /^To:.*npm-start-pdf@example\.com/im.test(text))!;
    const pdf = mailAttachment(raw, 'application-sample.pdf')!;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Employee Onboarding Application');
    expect(text).toContain('Jordan Sample');
    expect(text).toContain('••• ••• 782');
  });

  it('answers a bad email with the spec message, and lets an admin store a sanitized policy', async () => {
    const bad = await fetch(`${base}/api/auth/email-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Please enter a valid email address' });

    const cookie = await ownerCookie();
    const created = await fetch(`${base}/api/policy-documents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Site Safety',
        content: '<h2>Hard hats</h2><p>Wear one on site.</p><script>alert(1)</script>',
        documentType: 'safety-policy',
        version: '1.0',
      }),
    });
    expect(created.status).toBe(201);
    const doc = (await created.json()) as { content: string };
    expect(doc.content).toBe('<h2>Hard hats</h2><p>Wear one on site.</p>');
  });

  // Issue 21 item 9: a newcomer's console is clean. Last, so it reads what every test above made
  // the server print: with stdout piped, pino's JSON lines; at LOG_LEVEL=warn, none unless
  // something warned.
  it('printed no warning and no error through all of the above, and its log is JSON when piped', () => {
    expect(stderr).toBe('');
    const lines = stdout.split('\n').filter((line) => line.trim() !== '');
    expect(lines.some((line) => line.startsWith('Onboarding app ready at '))).toBe(true);
    const logLines = lines.filter((line) => line.startsWith('{'));
    for (const line of logLines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40)).toEqual([]);
    // Anything else is one of the start script's own lines, or a mailed code shown with no SMTP_URL.
    const other = lines.filter(
      (line) =>
        !line.startsWith('{') &&
        !/^(Onboarding app ready at |Building the client\.\.\.$|Email code for )/.test(line),
    );
    expect(other).toEqual([]);
  });
});
