import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { jobs } from '../../src/server/db/schema/jobs';
import type {
  ApplicationDetail,
  InvitationLinkAnswer,
  InvitationRow,
  OpenInvitationAnswer,
} from '../../src/shared/answers/applications';
import type { DeliveriesPage } from '../../src/shared/answers/deliveries';
import { mailPlainText } from '../fixtures/delivery-peers';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { runJobs } from '../fixtures/run-jobs';
import { startSmsPeer } from '../fixtures/sms-peer';
import { signInStaffTrio } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 43 item 6 (decision 114): an invitation a site can hand out. HR shows a new link as a QR
// code (the one before it stops working, audited), or sends it by SMS through the install's
// provider, tested against a local peer that answers as Twilio's Messages API does; and the
// hire's emails are in the hire's language with the English below (issue 43 item 1).

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'test-twilio-auth-token';
const PUBLIC_URL = 'https://onboarding.example.com';

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
const sms = startSmsPeer({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });

beforeAll(async () => {
  t = await createTestApp(
    {
      PUBLIC_URL,
      JOB_RETRY_BASE_MS: '20',
      SMS_PROVIDER: 'twilio',
      SMS_API_URL: await sms.listen(),
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: 'TestBuild',
    },
    // The test runs the queue itself (runJobs), so each delivery's tries are the test's to see.
    { runJobs: false },
  );
  ({ owner, hr, payroll } = await signInStaffTrio(t, await adminCookie(t.app)));
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

async function invite(email: string, extra: object = {}): Promise<InvitationRow> {
  const res = await post('/api/admin/invitations', hr, {
    email,
    fullName: 'Minh Tran',
    mobile: '0412 345 678',
    position: 'Carpenter',
    department: 'Construction',
    location: 'Site',
    plannedStartDate: '2026-12-07',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ invitation: InvitationRow }>().invitation;
}

const showLink = (id: string, cookie = hr) => post(`/api/admin/invitations/${id}/link`, cookie);
const open = async (link: string) =>
  (
    await post('/api/invitations/open', undefined, { token: link.split('#')[1] })
  ).json<OpenInvitationAnswer>();

/** An RFC 2047 'Q' encoded word's text. */
function qDecoded(data: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    if (data[i] === '_') bytes.push(0x20);
    else if (data[i] === '=') {
      bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(data.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of the newest email to `email` in the app's outbox, as a person reads it, and its subject. */
function newestMail(email: string): { subject: string; text: string } {
  const raw = mailsToNewestFirst(path.join(t.dataDir, 'mail'), email).next().value;
  if (!raw) throw new Error(`no mail to ${email}`);
  const eml = raw.replace(/\r?\n/g, '\r\n');
  const header = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(eml)?.[1] ?? '';
  // RFC 2047 encoded words, as nodemailer writes a subject that is not ASCII; the space between
  // two words is not the subject's.
  const subject = header
    .replace(/\?=\r\n[ \t]+=\?/g, '?==?')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qDecoded(data),
    )
    .replace(/\r\n[ \t]+/g, ' ');
  return { subject, text: mailPlainText(eml) };
}

const linkIn = (text: string) => new RegExp(`${PUBLIC_URL}/invite#[A-Za-z0-9_-]+`).exec(text)?.[0];

const auditOf = (action: string, target: string) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

const history = async (id: string) =>
  (await get(`/api/admin/applications/${id}`, hr)).json<ApplicationDetail>().history.map((e) => e.kind);

async function deliveries(): Promise<DeliveriesPage['deliveries']> {
  const res = await get('/api/admin/deliveries', owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeliveriesPage>().deliveries;
}

describe('a QR code on HR’s screen', () => {
  it('is a new link, answered once and stored only as its hash; the emailed one stops working; audited', async () => {
    const invited = await invite('qr.hire@example.com');
    await runJobs(t);
    const emailed = linkIn(newestMail('qr.hire@example.com').text)!;
    expect(emailed).toBeDefined();

    const res = await showLink(invited.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { link, invitation } = res.json<InvitationLinkAnswer>();
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/invite#[A-Za-z0-9_-]{43}$`));
    expect(link).not.toBe(emailed);
    expect(invitation).toMatchObject({ id: invited.id, status: 'pending' });
    // Only the token's hash is in the database.
    const rows = await t.deps.database.db.execute(`select * from applications where id = '${invited.id}'`);
    expect(JSON.stringify(rows)).not.toContain(link.split('#')[1]);

    const [audit] = await auditOf('invitation.show_link', invited.id);
    expect(audit).toMatchObject({ actor: 'Hana Hr <hana@example.com>' });
    expect(await history(invited.id)).toContain('invitation-link-shown');

    // The emailed link no longer opens anything; showing the code again voids the first QR too.
    expect((await open(emailed)).outcome).toBe('invalid');
    const again = (await showLink(invited.id)).json<InvitationLinkAnswer>().link;
    expect((await open(link)).outcome).toBe('invalid');

    // The phone that scans it lands in the journey, signed in as the hire.
    const opened = await open(again);
    expect(opened).toMatchObject({ outcome: 'opened', email: 'qr.hire@example.com' });
    // Once opened, there is no new link to show.
    const late = await showLink(invited.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'invitation_opened' });
  });

  it('drops an invitation email still queued with the old link', async () => {
    const invited = await invite('queued.hire@example.com');
    expect((await showLink(invited.id)).statusCode).toBe(200);
    const queued = await t.deps.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'applications.invitation'));
    expect(queued.filter((j) => j.payload.applicationId === invited.id)).toEqual([]);
  });

  it('only owners and HR may show one; payroll, a hire and nobody may not', async () => {
    const invited = await invite('access.hire@example.com');
    expect((await showLink(invited.id, owner)).statusCode).toBe(200);
    expect((await showLink(invited.id, payroll)).statusCode).toBe(403);
    expect(
      (await showLink(invited.id, await employeeCookie(t.app, 'access.hire@example.com'))).statusCode,
    ).toBe(401);
    expect((await post(`/api/admin/invitations/${invited.id}/link`, undefined)).statusCode).toBe(401);
    const withdrawn = await invite('withdrawn.hire@example.com');
    expect((await post(`/api/admin/invitations/${withdrawn.id}/withdraw`, hr)).statusCode).toBe(200);
    expect((await showLink(withdrawn.id)).statusCode).toBe(409);
  });
});

describe('an invitation by SMS, through the provider’s published API', () => {
  it('texts the same link the email carries: To in E.164 from the mobile, the sender, the employer’s name and the link', async () => {
    const before = sms.requests.length;
    const invited = await invite('sms.hire@example.com', { sendSms: true });
    await runJobs(t);
    const request = sms.requests.at(-1)!;
    expect(sms.requests.length).toBe(before + 1);
    expect(request.errors).toEqual([]);
    expect(request.status).toBe(201);
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(request.fields).toMatchObject({ To: '+61412345678', From: 'TestBuild' });
    const emailed = linkIn(newestMail('sms.hire@example.com').text)!;
    expect(request.fields.Body).toBe(
      `Test Builders Pty Ltd: start your onboarding here (the link works once, for 7 days): ${emailed}`,
    );
    expect(await history(invited.id)).toEqual(expect.arrayContaining(['invited', 'invitation-texted']));

    const listed = (await deliveries()).find((d) => d.what === 'Invitation to a new hire by SMS')!;
    expect(listed).toMatchObject({
      channel: 'sms',
      recipient: '+61412345678',
      state: 'delivered',
      attempts: 1,
    });
    expect((await open(emailed)).outcome).toBe('opened');
  });

  it('is written in the hire’s language when HR gave it', async () => {
    await invite('sms.vi@example.com', { sendSms: true, language: 'vi' });
    await runJobs(t);
    expect(sms.requests.at(-1)!.fields.Body).toMatch(
      /^Test Builders Pty Ltd: bắt đầu hồ sơ nhận việc tại đây .*: https:\/\/onboarding\.example\.com\/invite#/,
    );
  });

  it('Send by SMS makes a new link, the one before void', async () => {
    const invited = await invite('resms.hire@example.com');
    await runJobs(t);
    const emailed = linkIn(newestMail('resms.hire@example.com').text)!;
    const res = await post(`/api/admin/invitations/${invited.id}/sms`, hr);
    expect(res.statusCode, res.body).toBe(200);
    await runJobs(t);
    const texted = linkIn(sms.requests.at(-1)!.fields.Body!)!;
    expect(texted).not.toBe(emailed);
    expect((await open(emailed)).outcome).toBe('invalid');
    const [audit] = await auditOf('invitation.sms', invited.id);
    expect(audit).toMatchObject({ actor: 'Hana Hr <hana@example.com>' });
    expect((await open(texted)).outcome).toBe('opened');
  });

  it('a provider that fails (500) is tried again, and the text goes once', async () => {
    sms.fail(500, null, 2);
    const before = sms.requests.length;
    await invite('retry.hire@example.com', { sendSms: true });
    const outcomes = await runJobs(t, {
      until: (heard) => heard.some((o) => o.kind === 'applications.invitation-sms' && o.outcome === 'done'),
    });
    const tries = outcomes.filter((o) => o.kind === 'applications.invitation-sms').map((o) => o.outcome);
    expect(tries).toEqual(['retry', 'retry', 'done']);
    const sent = sms.requests.slice(before).filter((r) => r.fields.To === '+61412345678');
    expect(sent.map((r) => r.status)).toEqual([500, 500, 201]);
    const listed = (await deliveries()).find(
      (d) => d.channel === 'sms' && d.state === 'delivered' && d.attempts === 3,
    );
    expect(listed).toBeDefined();
  });

  it('a provider that refuses (400, not a valid number) fails at once, and Deliveries shows its code, never its words', async () => {
    sms.fail(400, 21211, 1);
    await invite('refused.hire@example.com', { sendSms: true, mobile: '0498 765 432' });
    const outcomes = await runJobs(t);
    expect(outcomes.filter((o) => o.kind === 'applications.invitation-sms').map((o) => o.outcome)).toEqual([
      'failed',
    ]);
    const failed = (await deliveries()).find((d) => d.channel === 'sms' && d.recipient === '+61498765432')!;
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/^HTTP 400 · Twilio 21211 · sha256:[0-9a-f]+$/);
    expect(failed.lastError).not.toContain('498');

    // Retry in Deliveries sends it (the provider accepts now).
    const retried = await post(`/api/admin/deliveries/${failed.id}/retry`, owner);
    expect(retried.statusCode, retried.body).toBe(200);
    await runJobs(t);
    expect(sms.requests.at(-1)).toMatchObject({ status: 201, fields: { To: '+61498765432' } });
  });

  it('an SMS for a link replaced since is not sent', async () => {
    const before = sms.requests.length;
    const invited = await invite('replaced.hire@example.com', { sendSms: true });
    // Resend queues a new email and drops the text with the old link; a text already claimed would
    // find its link no longer the application's.
    expect((await post(`/api/admin/invitations/${invited.id}/resend`, hr)).statusCode).toBe(200);
    await runJobs(t);
    expect(sms.requests.slice(before)).toEqual([]);
  });

  it('a text whose link has expired by its turn is not sent, and Deliveries says why', async () => {
    const before = sms.requests.length;
    const invited = await invite('expired.hire@example.com', { sendSms: true });
    await t.deps.database.db
      .update(applications)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(applications.id, invited.id));
    const outcomes = await runJobs(t);
    expect(outcomes.find((o) => o.kind === 'applications.invitation-sms')?.outcome).toBe('skipped');
    expect(sms.requests.slice(before)).toEqual([]);
    const listed = (await deliveries()).find((d) => d.channel === 'sms' && d.state === 'not-sent')!;
    expect(listed.reason).toBe('The invitation link had expired');
  });

  it('asks for the mobile, and names it', async () => {
    const res = await post('/api/admin/invitations', hr, {
      email: 'nomobile@example.com',
      fullName: 'No Mobile',
      mobile: '',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
      sendSms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.mobile).toBe(
      "Enter the new hire's mobile to send the invitation by SMS",
    );
  });

  it('/api/config says SMS is set up', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.json<{ smsInvitations: boolean }>().smsInvitations).toBe(true);
  });
});

describe('the hire’s emails in the hire’s language (issue 43 item 1)', () => {
  it('the invitation in Vietnamese, with what to have ready and how long it takes, and the English below', async () => {
    const invited = await invite('lan.vi@example.com', { language: 'vi', fullName: 'Lan Nguyễn' });
    expect(invited.language).toBe('vi');
    await runJobs(t);
    const { subject, text } = newestMail('lan.vi@example.com');
    expect(subject).toBe('Test Builders Pty Ltd: thư mời làm hồ sơ nhận việc của bạn');
    const [vietnamese, english] = text.split(/\n_{30}\nTiếng Anh \(English\)\n\n/);
    expect(english).toBeDefined();
    expect(vietnamese).toContain('Xin chào Lan Nguyễn,');
    expect(vietnamese).toContain('Trước khi bắt đầu, hãy chuẩn bị sẵn:');
    expect(vietnamese).toContain('- mã số thuế (TFN) của bạn, nếu bạn có');
    expect(vietnamese).toContain('Mất khoảng 15 đến 20 phút.');
    expect(english).toContain('Hello Lan Nguyễn,');
    expect(english).toContain(
      'Before you start, have these ready:\n' +
        '- your tax file number (TFN), if you have one\n' +
        "- your bank's BSB and account number\n" +
        "- your super fund's details, or use Test Builders Pty Ltd's fund\n" +
        '- your tickets and cards, such as your White Card\n' +
        '- photo ID, such as a driver licence or passport\n' +
        '- the name and phone number of an emergency contact',
    );
    expect(english).toContain(
      'It takes about 15 to 20 minutes. You can stop and come back later: your answers are saved.',
    );
    // The same link in both, the one that opens the application.
    const link = linkIn(vietnamese!)!;
    expect(linkIn(english!)).toBe(link);
    expect((await open(link)).outcome).toBe('opened');
  });

  it('an English invitation has no second language', async () => {
    await invite('sam.en@example.com');
    await runJobs(t);
    const { subject, text } = newestMail('sam.en@example.com');
    expect(subject).toBe('Test Builders Pty Ltd: your onboarding invitation');
    expect(text).toMatch(/^Hello Minh Tran,\n\nTest Builders Pty Ltd has invited you/);
    expect(text).not.toContain('English');
  });

  it('the email code in the language of the hire’s screen, else their application’s', async () => {
    const ask = (email: string, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/email-code',
        payload: language ? { email, language } : { email },
        remoteAddress: '203.0.113.43',
      });
    expect((await ask('wei.code@example.com', 'zh-Hans')).statusCode).toBe(200);
    const chinese = newestMail('wei.code@example.com');
    const code = /\b(\d{6})\b/.exec(chinese.subject)?.[1];
    expect(chinese.subject).toBe(`您的 Test Builders Pty Ltd 入职验证码：${code}`);
    expect(chinese.text).toContain(`继续您的入职申请的验证码是 ${code}。`);
    expect(chinese.text).toContain(`Your code to continue your onboarding application is ${code}.`);

    // No language sent: the application's (HR gave Arabic).
    await invite('omar.code@example.com', { language: 'ar' });
    expect((await ask('omar.code@example.com')).statusCode).toBe(200);
    const arabic = newestMail('omar.code@example.com');
    expect(arabic.subject).toMatch(/^رمز التوظيف الخاص بك لدى Test Builders Pty Ltd: \d{6}$/);
    expect(arabic.text).toContain('الإنجليزية (English)');
    expect(arabic.text).toContain('It expires in 10 minutes.');
  });
});

describe('an install without an SMS provider', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({}, { runJobs: false });
  });
  afterAll(() => plain.close());

  it('refuses an invitation by SMS, saying how else to send it; email and the QR code still work', async () => {
    const { hr: staff } = await signInStaffTrio(plain, await adminCookie(plain.app));
    const body = {
      email: 'nosms@example.com',
      fullName: 'No Sms',
      mobile: '0412 345 678',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
    };
    const refused = await plain.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { cookie: staff },
      payload: { ...body, sendSms: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'sms_not_configured',
      message:
        'Invitations by SMS are not set up on this install. Send the invitation by email, or show its QR code.',
    });
    const invited = await plain.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { cookie: staff },
      payload: body,
    });
    expect(invited.statusCode).toBe(201);
    const { id } = invited.json<{ invitation: InvitationRow }>().invitation;
    const texted = await plain.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/sms`,
      headers: { cookie: staff },
    });
    expect(texted.statusCode).toBe(409);
    const shown = await plain.app.inject({
      method: 'POST',
      url: `/api/admin/invitations/${id}/link`,
      headers: { cookie: staff },
    });
    expect(shown.statusCode).toBe(200);
  });
});
