import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { superfundChoices } from '../../src/server/db/schema/superfund-choices';
import { claimInvitation } from '../../src/server/services/applications/invitations';
import type {
  ApplicationDetail,
  ApplicationRow,
  ApplicationsPage,
  InvitationRow,
} from '../../src/shared/answers/applications';
import { APPLICATIONS_PAGE_SIZE, INVITATION_MESSAGES } from '../../src/shared/applications';
import type { MeStatus } from '../../src/shared/me-status';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart } from '../fixtures/member-form';
import { sightedAll, WHITE_CARD } from '../fixtures/sighted-tickets';
import { createCompleteApplication } from '../fixtures/task-factories';
import { dateTask } from '../fixtures/task-state';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  sessionCookie,
  type TestApp,
} from '../fixtures/test-app';

// Issue 25: HR invites, sees every application, sends a task back, approves. Emails are read
// from a real SMTP peer; the staff acting is in the audit.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let owner: string;
let hr: string;
let payroll: string;

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    PUBLIC_URL: 'https://onboarding.example.com',
    JOB_RETRY_BASE_MS: '20',
  });
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string | undefined, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

/** The text part of a message, quoted-printable decoded. */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (address: string, about: string) =>
  smtp.received.filter((m) => m.to.includes(address) && mailText(m.raw).includes(about));

/** Waits (on the peer's events, not on time) for a message to `address` mentioning `about`. */
async function mailTo(address: string, about: string, count = 1): Promise<string> {
  await smtp.until(() => mailsTo(address, about).length >= count);
  return mailText(mailsTo(address, about).at(-1)!.raw);
}

/** The token of the newest invitation link mailed to `address`. */
async function invitationToken(address: string, count = 1): Promise<string> {
  const text = await mailTo(address, '/invite#', count);
  const match = /https:\/\/onboarding\.example\.com\/invite#([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in the email to ${address}`);
  return match[1]!;
}

const invitation = (email: string, extra: object = {}) => ({
  email,
  fullName: 'Nina New',
  mobile: '0412 345 678',
  position: 'Carpenter',
  department: 'Construction',
  location: 'Site',
  plannedStartDate: '2026-12-07',
  basisOfPayment: 'casual',
  ...extra,
});

async function invite(email: string, extra: object = {}): Promise<InvitationRow> {
  const res = await post('/api/admin/invitations', hr, invitation(email, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ invitation: InvitationRow }>().invitation;
}

async function list(query = '', cookie = hr): Promise<ApplicationsPage> {
  const res = await get(`/api/admin/applications${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationsPage>();
}

const rowOf = async (email: string) =>
  (await list(`?search=${encodeURIComponent(email)}`)).applications.find((a) => a.email === email);

async function openLink(token: string, cookie?: string) {
  const res = await post('/api/invitations/open', cookie, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const status = async (cookie: string) => (await get('/api/me/status', cookie)).json<MeStatus>();

const submit = (cookie: string, email: string, isResubmission = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { isResubmission },
  });

const auditOf = (action: string, target: string) =>
  t.deps.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('invitations', () => {
  it('HR invites with what HR knows: 201, the hire is emailed a one-time link, and it is audited with the person', async () => {
    const bad = await post('/api/admin/invitations', hr, invitation('not-an-email', { location: 'Moon' }));
    expect(bad.statusCode).toBe(400);

    const sent = await invite('Nina@Example.com');
    expect(sent).toMatchObject({
      email: 'nina@example.com',
      fullName: 'Nina New',
      mobile: '0412345678',
      position: 'Carpenter',
      basisOfPayment: 'casual',
      status: 'pending',
      invitedBy: 'Hana Hr <hana@example.com>',
    });
    const days = (new Date(sent.expiresAt).getTime() - new Date(sent.sentAt).getTime()) / 86_400_000;
    expect(days).toBe(7);
    const text = await mailTo('nina@example.com', '/invite#');
    expect(text).toContain('Hello Nina New,');
    expect(text).toContain('The link works once');
    const [audit] = await auditOf('invitation.create', sent.id);
    expect(audit).toMatchObject({ actor: 'Hana Hr <hana@example.com>' });
    // Only the token's hash is stored: the link's token is nowhere in the row.
    const token = await invitationToken('nina@example.com');
    const rows = await t.deps.database.db.execute(
      `select * from applications where email = 'nina@example.com'`,
    );
    expect(JSON.stringify(rows)).not.toContain(token);

    const again = await post('/api/admin/invitations', hr, invitation('nina@example.com'));
    expect(again.statusCode).toBe(409);

    const listed = await get('/api/admin/invitations', payroll);
    expect(listed.json<{ invitations: InvitationRow[] }>().invitations.map((i) => i.email)).toContain(
      'nina@example.com',
    );
    expect(await rowOf('nina@example.com')).toMatchObject({
      state: 'invited',
      tasksDone: 0,
      invitationStatus: 'pending',
    });
  });

  it('opening the link proves the email and signs the browser in, with no code; the details are filled in', async () => {
    const token = await invitationToken('nina@example.com');
    const codesBefore = smtp.received.filter((m) => mailText(m.raw).match(/code[^\n]*\b\d{6}\b/i)).length;
    const opened = await openLink(token);
    expect(opened.json()).toEqual({
      outcome: 'opened',
      email: 'nina@example.com',
      hasApplication: false,
      prefill: {
        fullName: 'Nina New',
        email: 'nina@example.com',
        mobile: '0412345678',
        companyBeingEmployedBy: 'Test Builders Pty Ltd',
        position: 'Carpenter',
        department: 'Construction',
        location: 'Site',
        plannedStartDate: '2026-12-07',
        basisOfPayment: 'casual',
        // HR gave no employment details (decision 099): none to show the hire.
        employment: null,
      },
    });
    const cookie = sessionCookie(opened);
    expect(await status(cookie)).toMatchObject({
      email: 'nina@example.com',
      changeRequests: [],
      approvedAt: null,
    });
    const mine = await get('/api/me/invitation', cookie);
    expect(mine.json()).toMatchObject({ invitation: { fullName: 'Nina New', basisOfPayment: 'casual' } });
    // No code was emailed: the link was the proof.
    expect(smtp.received.filter((m) => mailText(m.raw).match(/code[^\n]*\b\d{6}\b/i)).length).toBe(
      codesBefore,
    );
    expect(await rowOf('nina@example.com')).toMatchObject({
      state: 'in-progress',
      invitationStatus: 'opened',
    });

    // Tapped again in the same browser: still signed in. In any other browser: used, explained.
    expect((await openLink(token, cookie)).json()).toMatchObject({ outcome: 'opened' });
    expect((await openLink(token)).json()).toEqual({ outcome: 'used', message: INVITATION_MESSAGES.used });
    const { id } = (await rowOf('nina@example.com'))!;
    const resend = await post(`/api/admin/invitations/${id}/resend`, hr);
    expect(resend.statusCode).toBe(409);

    // HR's view before anything is done: nothing to show but the invitation and its history.
    const detail = (await get(`/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
    expect(detail).toMatchObject({ memberId: null, canReveal: false, pdfs: [], deliveries: [] });
    expect(detail.invitation).toMatchObject({ status: 'opened', invitedBy: 'Hana Hr <hana@example.com>' });
    expect(detail.tasks.map((task) => task.status)).toEqual(Array(6).fill('not-started'));
    expect(detail.history.map((h) => [h.kind, h.actor])).toEqual([
      ['invited', 'Hana Hr <hana@example.com>'],
      ['opened', null],
    ]);
  });

  it("the company is the employer's: an invited hire's Personal Information keeps it whatever the form sends", async () => {
    await invite('uma@example.com');
    const cookie = sessionCookie(await openLink(await invitationToken('uma@example.com')));
    const form = multipart(memberFields('uma@example.com', { companyBeingEmployedBy: 'Another Pty Ltd' }), {
      name: 'profile.jpg',
      type: 'image/jpeg',
      data: await makeHeadshotJpeg(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      payload: form.payload,
      headers: { ...form.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ companyBeingEmployedBy: 'Test Builders Pty Ltd' });
  });

  it('a resend makes a new link and voids the old one; a withdrawn one explains itself', async () => {
    const sent = await invite('omar@example.com', { basisOfPayment: null, mobile: '' });
    const first = await invitationToken('omar@example.com');
    const resent = await post(`/api/admin/invitations/${sent.id}/resend`, hr);
    expect(resent.statusCode).toBe(200);
    const second = await invitationToken('omar@example.com', 2);
    expect(second).not.toBe(first);
    expect((await openLink(first)).json()).toEqual({
      outcome: 'invalid',
      message: INVITATION_MESSAGES.invalid,
    });
    expect((await auditOf('invitation.resend', sent.id))[0]).toMatchObject({
      actor: 'Hana Hr <hana@example.com>',
    });

    const withdrawn = await post(`/api/admin/invitations/${sent.id}/withdraw`, owner);
    expect(withdrawn.json<{ invitation: InvitationRow }>().invitation).toMatchObject({ status: 'withdrawn' });
    expect((await openLink(second)).json()).toEqual({
      outcome: 'withdrawn',
      message: INVITATION_MESSAGES.withdrawn,
    });
    expect((await post(`/api/admin/invitations/${sent.id}/resend`, hr)).statusCode).toBe(409);
    expect(await rowOf('omar@example.com')).toBeUndefined();
    expect((await auditOf('invitation.withdraw', sent.id))[0]).toMatchObject({
      actor: 'Olive Owner <olive@example.com>',
    });
  });

  it('two browsers opening the same link at once: one is signed in, the other is told it was used', async () => {
    await invite('vic@example.com');
    const token = await invitationToken('vic@example.com');
    const answers = await Promise.all([openLink(token), openLink(token)]);
    expect(answers.map((a) => a.json<{ outcome: string }>().outcome).sort()).toEqual(['opened', 'used']);
    // A hire who started alone has no invitation to fill the wizard from.
    const alone = await employeeCookie(t.app, 'walt@example.com');
    expect((await get('/api/me/invitation', alone)).json()).toEqual({ invitation: null });
  });

  it('a link past its 7 days has expired', async () => {
    await invite('pia@example.com');
    const token = await invitationToken('pia@example.com');
    const later = new Date(Date.now() + 7 * 86_400_000 + 1000);
    expect(await claimInvitation(t.deps.database.db, token, null, later)).toEqual({
      outcome: 'expired',
      message: INVITATION_MESSAGES.expired,
    });
  });

  it('a link opened after the application was submitted has moved on', async () => {
    const member = await createCompleteApplication(t.deps, { member: { email: 'quinn@example.com' } });
    const cookie = await employeeCookie(t.app, member.email);
    expect((await submit(cookie, member.email)).statusCode).toBe(200);
    // HR invites before noticing; the person already submitted: refused.
    expect((await post('/api/admin/invitations', hr, invitation('quinn@example.com'))).statusCode).toBe(409);
    await invite('rhea@example.com');
    const token = await invitationToken('rhea@example.com');
    await createCompleteApplication(t.deps, { member: { email: 'rhea@example.com' } });
    const rhea = await employeeCookie(t.app, 'rhea@example.com');
    expect((await submit(rhea, 'rhea@example.com')).statusCode).toBe(200);
    expect((await openLink(token)).json()).toEqual({
      outcome: 'moved-on',
      message: INVITATION_MESSAGES['moved-on'],
    });
  });
});

describe('review: list, detail, request changes, approve', () => {
  let id: string;
  let cookie: string;
  const email = 'sam@example.com';

  it('a self-started application is listed too, with its tasks done of six', async () => {
    await createCompleteApplication(t.deps, {
      member: { email, fullName: 'Sam Self' },
      licences: [WHITE_CARD],
    });
    cookie = await employeeCookie(t.app, email);
    const row = (await rowOf(email))!;
    expect(row).toMatchObject({
      fullName: 'Sam Self',
      state: 'in-progress',
      tasksDone: 6,
      tasksTotal: 6,
      invitationStatus: 'none',
      stalled: false,
    });
    id = row.id;
    const filtered = await list('?state=in-progress');
    expect(filtered.applications.every((a) => a.state === 'in-progress')).toBe(true);
    expect(filtered.counts['in-progress']).toBe(filtered.total);
    expect(filtered.counts.all).toBe(
      filtered.counts.invited +
        filtered.counts['in-progress'] +
        filtered.counts.submitted +
        filtered.counts['changes-requested'] +
        filtered.counts.approved,
    );
  });

  it('changes cannot be requested, nor the application approved, before it is submitted', async () => {
    expect(
      (
        await post(`/api/admin/applications/${id}/request-changes`, hr, {
          taskId: 'superfund-choice',
          message: 'x',
        })
      ).statusCode,
    ).toBe(409);
    expect((await post(`/api/admin/applications/${id}/approve`, hr)).statusCode).toBe(409);
  });

  it('the detail shows every task as the PDF does, numbers masked, the history and the delivery', async () => {
    expect((await submit(cookie, email)).statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ state: 'submitted' });
    const hrView = (await get(`/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
    expect(hrView.canReveal).toBe(false);
    expect(hrView.tasks.map((task) => task.status)).toEqual(Array(6).fill('done'));
    const tax = hrView.tasks.find((task) => task.id === 'tax-declaration')!;
    const tfn = tax.sections[0]!.rows.find((r) => r.label === 'Tax file number')!;
    expect(tfn).toMatchObject({ reveal: 'taxFileNumber' });
    expect(tfn.value).not.toContain('123456782');
    const bank = hrView.tasks[0]!.sections.find((s) => s.heading === 'Bank Details')!;
    expect(bank.rows.find((r) => r.label === 'Account number')!.value).toMatch(/^••••\d{4}$/);
    expect(JSON.stringify(hrView)).not.toContain('123456782');
    expect(tax.signature).toMatchObject({ ip: expect.any(String) });
    expect(hrView.history.map((h) => h.kind)).toEqual(expect.arrayContaining(['task-signed', 'submitted']));
    expect(hrView.pdfs.map((p) => p.title)).toContain('Application');
    expect(hrView.deliveries).toHaveLength(1);
    const payrollView = (await get(`/api/admin/applications/${id}`, payroll)).json<ApplicationDetail>();
    expect(payrollView.canReveal).toBe(true);
    expect((await get('/api/admin/applications/00000000-0000-4000-8000-000000000000', hr)).statusCode).toBe(
      404,
    );
  });

  it("HR sends the super choice back: it reopens with 'HR asked', the home asks for a resubmission, the hire is emailed", async () => {
    const bad = await post(`/api/admin/applications/${id}/request-changes`, hr, {
      taskId: 'nope',
      message: '',
    });
    expect(bad.statusCode).toBe(400);
    const message = 'Please give your Cbus member number.';
    const res = await post(`/api/admin/applications/${id}/request-changes`, hr, {
      taskId: 'superfund-choice',
      message,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ application: ApplicationRow }>().application).toMatchObject({
      state: 'changes-requested',
    });
    const mine = await status(cookie);
    expect(mine.changeRequests).toEqual([
      { taskId: 'superfund-choice', message, requestedAt: expect.any(String) },
    ]);
    expect(mine.editing).toContain('superfund-choice');
    expect(mine.resubmissionRequired).toBe(true);
    const text = await mailTo(email, message);
    expect(text).toContain(`HR asked: ${message}`);
    // A one-time sign-in link to the task (issue 35 item 2: change-request-link.test.ts).
    expect(text).toMatch(/https:\/\/onboarding\.example\.com\/changes#[A-Za-z0-9_-]{43}/);
    const [audit] = await auditOf('application.request-changes', id);
    expect(audit).toMatchObject({
      actor: 'Hana Hr <hana@example.com>',
      details: expect.objectContaining({ taskId: 'superfund-choice' }),
    });
    expect(JSON.stringify(audit)).not.toContain(message);
    // Approving waits for the resubmission.
    expect((await post(`/api/admin/applications/${id}/approve`, hr)).statusCode).toBe(409);
    const detail = (await get(`/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
    expect(detail.tasks.find((task) => task.id === 'superfund-choice')).toMatchObject({
      status: 'changes-requested',
      changeRequest: { message, requestedBy: 'Hana Hr <hana@example.com>' },
    });
  });

  it('the hire changes it and resubmits; HR approves and the hire is told they are all set', async () => {
    // The hire saves the super choice again (its screen's save), then resubmits.
    await t.deps.database.db
      .update(superfundChoices)
      .set({ cbusMemberNumber: '12345678', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(superfundChoices.email, email));
    await dateTask(t.deps, email, 'superfund-choice', new Date(Date.now() + 1000));
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/me/editing/superfund-choice', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await submit(cookie, email, true)).statusCode).toBe(200);
    expect((await status(cookie)).changeRequests).toEqual([]);
    expect(await rowOf(email)).toMatchObject({ state: 'submitted' });

    expect((await post(`/api/admin/applications/${id}/approve`, payroll)).statusCode).toBe(403);
    // The hire's site requires a White Card (decision 098): HR confirms having sighted it.
    const unsighted = await post(`/api/admin/applications/${id}/approve`, owner);
    expect(unsighted.statusCode).toBe(409);
    expect(unsighted.json()).toMatchObject({
      error: 'ticket_not_sighted',
      message:
        "Confirm you have sighted the hire's White Card (general construction induction) (number WC-0412345) before approving.",
    });
    const before = (await get(`/api/admin/applications/${id}`, owner)).json<ApplicationDetail>();
    const approved = await post(`/api/admin/applications/${id}/approve`, owner, sightedAll(before));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ application: ApplicationRow }>().application).toMatchObject({ state: 'approved' });
    expect((await status(cookie)).approvedAt).not.toBeNull();
    expect(await mailTo(email, 'all set')).toContain('HR has approved your onboarding application');
    expect((await auditOf('application.approve', id))[0]).toMatchObject({
      actor: 'Olive Owner <olive@example.com>',
    });
    expect((await post(`/api/admin/applications/${id}/approve`, owner)).statusCode).toBe(409);
    const history = (await get(`/api/admin/applications/${id}`, hr))
      .json<ApplicationDetail>()
      .history.map((h) => h.kind);
    expect(history).toEqual(
      expect.arrayContaining(['submitted', 'changes-requested', 'resubmitted', 'approved']),
    );
    expect(history.indexOf('approved')).toBeGreaterThan(history.indexOf('resubmitted'));
    const sighted = (await get(`/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
    expect(sighted.requiredTickets?.tickets[0]?.sighted).toMatchObject({
      by: 'Olive Owner <olive@example.com>',
    });
    expect(sighted.history.find((h) => h.kind === 'licence-sighted')).toMatchObject({
      actor: 'Olive Owner <olive@example.com>',
      message: 'White Card (general construction induction)',
    });
    expect((await list('?state=approved')).applications.map((a) => a.email)).toContain(email);
  });
});

describe('permissions', () => {
  const routes = [
    ['POST', '/api/admin/invitations'],
    ['GET', '/api/admin/invitations'],
    ['POST', '/api/admin/invitations/00000000-0000-4000-8000-000000000000/resend'],
    ['POST', '/api/admin/invitations/00000000-0000-4000-8000-000000000000/withdraw'],
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/applications/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/request-changes'],
    ['POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/approve'],
  ] as const;

  it('an employee session, or none, gets 401/403 on every one of them', async () => {
    const employee = await employeeCookie(t.app, 'tess@example.com');
    for (const [method, url] of routes) {
      for (const cookie of [employee, undefined]) {
        const res = await t.app.inject({
          method,
          url,
          headers: cookie ? { cookie } : {},
          payload: method === 'POST' ? {} : undefined,
        });
        expect([401, 403], `${method} ${url}`).toContain(res.statusCode);
      }
    }
  });

  it('payroll reads the applications but neither invites, sends back nor approves', async () => {
    for (const [method, url] of routes) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: payroll },
        payload: method === 'POST' ? {} : undefined,
      });
      if (method === 'GET') expect(res.statusCode, url).not.toBe(403);
      else expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('paging and search', () => {
  const PAGE = APPLICATIONS_PAGE_SIZE;
  const ids = (page: ApplicationsPage) => page.applications.map((a) => a.id);

  it('pages the list 25 rows at a time: page 2 goes on where page 1 stopped, no row twice, the total counts them all', async () => {
    const seeded = PAGE + 3;
    const base = Date.parse('2026-10-01T00:00:00Z');
    await t.deps.database.db.insert(applications).values(
      Array.from({ length: seeded }, (_, i) => ({
        email: `pager-${i}@example.com`,
        fullName: `Paige Pager ${i}`,
        invitedBy: 'Hana Hr <hana@example.com>',
        invitedAt: new Date(base),
        // Four share each creation time: the id breaks the tie, so no row is on two pages.
        createdAt: new Date(base + Math.floor(i / 4) * 1000),
      })),
    );

    const first = await list('?search=pager-');
    expect(first).toMatchObject({ page: 1, pageSize: PAGE, total: seeded });
    expect(first.applications).toHaveLength(PAGE);
    const second = await list('?search=pager-&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: PAGE, total: seeded });
    expect(second.applications).toHaveLength(seeded - PAGE);
    const emails = [...first.applications, ...second.applications].map((a) => a.email);
    expect(new Set(emails).size).toBe(seeded);
    expect(emails.sort()).toEqual(Array.from({ length: seeded }, (_, i) => `pager-${i}@example.com`).sort());
    // Newest first: the last four seeded share the newest time, the first four the oldest.
    expect(
      first.applications
        .slice(0, 4)
        .map((a) => a.email)
        .sort(),
    ).toEqual([24, 25, 26, 27].map((i) => `pager-${i}@example.com`));
    expect(second.applications.every((a) => /^pager-[0-3]@/.test(a.email))).toBe(true);
    expect((await list('?search=pager-&page=3')).applications).toEqual([]);

    // Unfiltered, the total is the counter of every row, and page 2 holds the rest.
    const all = await list();
    expect(all.total).toBe(all.counts.all);
    expect(all.total).toBeGreaterThan(PAGE);
    expect(all.applications).toHaveLength(PAGE);
    const allNext = await list('?page=2');
    expect(allNext.applications).toHaveLength(Math.min(PAGE, all.total - PAGE));
    expect(ids(allNext).filter((id) => ids(all).includes(id))).toEqual([]);

    // One state's pages: its counter is the total.
    const invited = await list('?state=invited');
    const invitedNext = await list('?state=invited&page=2');
    expect(invited.total).toBe(invited.counts.invited);
    expect(invitedNext.applications).toHaveLength(Math.min(PAGE, invited.total - PAGE));
    expect([...invited.applications, ...invitedNext.applications].every((a) => a.state === 'invited')).toBe(
      true,
    );
    expect(ids(invitedNext).filter((id) => ids(invited).includes(id))).toEqual([]);
  });

  it('finds an application by part of the name, whatever its email, also within one state', async () => {
    // One name is HR's (the invitation), the other the hire's own (Personal Information).
    await invite('g.one@example.com', { fullName: 'Gus Gumtree' });
    await createCompleteApplication(t.deps, {
      member: { email: 'hire-7431@example.com', fullName: 'Greta Gumtree-Walsh' },
    });
    await employeeCookie(t.app, 'hire-7431@example.com');

    const found = await list('?search=umtre');
    expect(found.total).toBe(2);
    expect(found.applications.map((a) => a.fullName).sort()).toEqual(['Greta Gumtree-Walsh', 'Gus Gumtree']);
    expect((await list('?search=GUMTREE-w')).applications.map((a) => a.email)).toEqual([
      'hire-7431@example.com',
    ]);

    const invited = await list('?search=gumtree&state=invited');
    expect(invited.total).toBe(1);
    expect(invited.applications.map((a) => a.email)).toEqual(['g.one@example.com']);
    const started = await list('?search=gumtree&state=in-progress');
    expect(started.total).toBe(1);
    expect(started.applications.map((a) => a.email)).toEqual(['hire-7431@example.com']);
    expect(await list('?search=gumtree&state=submitted')).toMatchObject({ applications: [], total: 0 });
  });
});
