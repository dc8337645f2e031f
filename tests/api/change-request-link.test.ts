import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { taskLinks } from '../../src/server/db/schema/task-links';
import {
  APPLICATION_JOBS,
  applicationEmailHandlers,
} from '../../src/server/services/applications/application-jobs';
import type { MailMessage } from '../../src/server/services/mail/mail-service';
import type { MeStatus } from '../../src/shared/me-status';
import { TASK_LINK_MESSAGES, type OpenTaskLinkAnswer } from '../../src/shared/task-links';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  sessionCookie,
  type TestApp,
} from '../fixtures/test-app';

// Issue 35 item 2: the change request's emailed link signs the hire in on any device, as the
// invitation link does (one-time, expiring, the link is the proof of the email), and names the
// task to land on. Read from the message a real SMTP peer received.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let hr: string;

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://onboarding.example.com',
    JOB_RETRY_BASE_MS: '20',
  });
  hr = await adminCookie(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const open = (token: string, cookie?: string) => post('/api/task-links/open', cookie, { token });

const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The token of the newest change-request link mailed to `address` (waits on the peer's events). */
async function linkToken(address: string, count = 1): Promise<string> {
  const sent = () =>
    smtp.received.filter((m) => m.to.includes(address) && mailText(m.raw).includes('/changes#'));
  await smtp.until(() => sent().length >= count);
  const text = mailText(sent().at(-1)!.raw);
  const match = /https:\/\/onboarding\.example\.com\/changes#([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no change-request link in the email to ${address}`);
  return match[1]!;
}

/** A hire who completed and submitted everything, then HR sends `taskId` back. */
async function sentBack(email: string, taskId: string): Promise<string> {
  await createCompleteApplication(t.deps, { member: { email, fullName: 'Lee Linked' } });
  const cookie = await employeeCookie(t.app, email);
  const submitted = await post(`/api/submit-application/${encodeURIComponent(email)}`, cookie, {
    isResubmission: false,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const [row] = await t.deps.database.db.select().from(applications).where(eq(applications.email, email));
  const asked = await post(`/api/admin/applications/${row!.id}/request-changes`, hr, {
    taskId,
    message: 'Please use your new bank account.',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return row!.id;
}

describe('the change request link', () => {
  it('signs a fresh browser in as the hire, lands on the task, and works once', async () => {
    const email = 'lee.linked@example.com';
    await sentBack(email, 'personal-information');
    const token = await linkToken(email);
    // Only the token's hash is stored.
    const stored = await t.deps.database.db.select().from(taskLinks);
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<OpenTaskLinkAnswer>()).toEqual({
      outcome: 'opened',
      email,
      taskId: 'personal-information',
    });
    const cookie = sessionCookie(opened);
    const status = (await get('/api/me/status', cookie)).json<MeStatus>();
    expect(status.email).toBe(email);
    expect(status.changeRequests).toEqual([
      expect.objectContaining({
        taskId: 'personal-information',
        message: 'Please use your new bank account.',
      }),
    ]);
    // The saved answers are there for the task (masked until a fresh code: decision 018).
    const member = await get(`/api/team-members/by-email/${encodeURIComponent(email)}`, cookie);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({ fullName: 'Lee Linked' });

    // The same browser tapping it again is still signed in; any other browser is refused.
    expect((await open(token, cookie)).json<OpenTaskLinkAnswer>()).toMatchObject({ outcome: 'opened' });
    expect((await open(token)).json<OpenTaskLinkAnswer>()).toEqual({
      outcome: 'used',
      message: TASK_LINK_MESSAGES.used,
    });
  });

  it('an expired or unknown link signs nobody in', async () => {
    const email = 'ezra.expired@example.com';
    const id = await sentBack(email, 'tax-declaration');
    const token = await linkToken(email);
    await t.deps.database.db
      .update(taskLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(taskLinks.applicationId, id));
    const expired = await open(token);
    expect(expired.json<OpenTaskLinkAnswer>()).toEqual({
      outcome: 'expired',
      message: TASK_LINK_MESSAGES.expired,
    });
    expect(expired.headers['set-cookie'] ?? '').not.toMatch(/sid=[^;]/);
    expect((await open('A'.repeat(43))).json<OpenTaskLinkAnswer>()).toEqual({
      outcome: 'invalid',
      message: TASK_LINK_MESSAGES.invalid,
    });
    expect((await open('not a token')).statusCode).toBe(400);
  });

  it("a browser signed in as someone else starts over as the hire, without the other person's data", async () => {
    const email = 'sky.shared@example.com';
    await sentBack(email, 'superfund-choice');
    const token = await linkToken(email);
    await createCompleteApplication(t.deps, { member: { email: 'other.person@example.com' } });
    const other = await employeeCookie(t.app, 'other.person@example.com');
    const opened = await open(token, other);
    expect(opened.json<OpenTaskLinkAnswer>()).toMatchObject({ outcome: 'opened', email });
    const cookie = sessionCookie(opened);
    expect(cookie).not.toBe(other);
    expect((await get('/api/me/status', cookie)).json<MeStatus>().email).toBe(email);
    // The other person's session ended there (the token rotated): it acts for nobody now.
    expect((await get('/api/me/status', other)).json<MeStatus>().email).toBeNull();
  });

  it('a change-request email queued before the link existed still sends its task address', async () => {
    const sent: MailMessage[] = [];
    const capture = { send: async (m: MailMessage) => (sent.push(m), { messageId: 'x' }), close() {} };
    await applicationEmailHandlers({ ...t.deps, mail: capture })[APPLICATION_JOBS.changesRequested]!.run({
      applicationId: '00000000-0000-4000-8000-000000000000',
      to: 'old@example.com',
      name: 'Old Job',
      taskTitle: 'Choice Of SuperFund',
      sealedMessage: t.deps.cipher.encrypt('Please check.'),
      link: 'https://onboarding.example.com/superfund-choice',
    });
    expect(sent[0]!.text).toContain('https://onboarding.example.com/superfund-choice');
  });
});
