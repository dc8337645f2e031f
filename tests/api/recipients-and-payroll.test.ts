import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationsPage } from '../../src/shared/answers/applications';
import type { DeliveriesPage } from '../../src/shared/answers/deliveries';
import type { RecipientList, RecipientsStatus } from '../../src/shared/answers/notification-recipient';
import type { Staff } from '../../src/shared/schemas/staff';
import { noRecipientWarning } from '../../src/server/services/notifications/receiving-recipients';
import { recoverOwner } from '../../src/server/services/staff/recover-owner';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { runJobs } from '../fixtures/run-jobs';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  submitAsHire,
  TEST_OWNER,
  type TestApp,
} from '../fixtures/test-app';

// Issue 35 items 3, 4 and 5: a deactivated staff member is emailed nothing; a fresh install warns
// while no recipient would be told of a submission and offers HR staff as recipients; approval
// tells payroll. The app's worker is off: each test runs the queue (runJobs), so 'nothing was
// sent' is read once every due job has run, not after a wait.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let owner: string;
let hr: string;
let payroll: string;

const OLIVE = 'olive@example.com';
const HANA = 'hana@example.com';
const DEB = 'deb@example.com';
const PAT = 'pat@example.com';
const PAULA = 'paula@example.com';

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://onboarding.example.com' },
    { runJobs: false },
  );
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: OLIVE, role: 'owner' }),
  );
  hr = await recoverySignIn(t, await addAndEnrol(t, owner, { name: 'Hana Hr', email: HANA, role: 'hr' }));
  await addAndEnrol(t, owner, { name: 'Deb Hr', email: DEB, role: 'hr' });
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: PAT, role: 'payroll' }),
  );
  await addAndEnrol(t, owner, { name: 'Paula Payroll', email: PAULA, role: 'payroll' });
  // The enrolment emails: sent now, so later counts are of this file's own emails.
  await runJobs(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

const recipients = async (cookie = hr) => {
  const res = await get('/api/admin/notifications', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RecipientList>();
};
const receiving = async (cookie: string) => {
  const res = await get('/api/admin/notifications/status', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RecipientsStatus>().receiving;
};

async function staffId(email: string): Promise<string> {
  const res = await get('/api/admin/staff', owner);
  return res.json<{ staff: Staff[] }>().staff.find((s) => s.email === email)!.id;
}

/** The text part of a message, quoted-printable decoded. */
const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const mailsTo = (address: string, about: string) =>
  smtp.received
    .filter((m) => m.to.includes(address) && mailText(m.raw).includes(about))
    .map((m) => mailText(m.raw));

/** A hire with every task done, who submits; answers their email. */
async function submittedHire(fullName: string): Promise<string> {
  const member = await createCompleteApplication(t.deps, {
    member: { fullName, position: 'Formworker', location: 'Parramatta site', plannedStartDate: '2026-12-07' },
    withTaskPdfs: true,
  });
  const cookie = await employeeCookie(t.app, member.email);
  const res = await submitAsHire(t.app, member.email, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return member.email;
}

describe('item 4: a fresh install warns while nobody would be told, and offers HR staff', () => {
  it('with no recipient, every role reads that nobody receives submissions, and HR staff are offered', async () => {
    for (const cookie of [owner, hr, payroll]) expect(await receiving(cookie)).toBe(0);
    // What `npm start` logs as a warning at start.
    expect(await noRecipientWarning(t.deps.database.db)).toBe(
      'No active notification recipient: a submitted application is emailed to nobody. ' +
        'Add one on the admin page Notification Recipients (/admin/notifications).',
    );
    const list = await recipients();
    expect(list.counts).toEqual({ total: 0, active: 0, inactive: 0, receiving: 0 });
    // Active staff who review applications (owner, hr), not payroll: payroll is told at approval.
    expect(list.staffToAdd.map((s) => [s.name, s.email, s.role])).toEqual([
      [TEST_OWNER.name, TEST_OWNER.email, 'owner'],
      ['Olive Owner', OLIVE, 'owner'],
      ['Hana Hr', HANA, 'hr'],
      ['Deb Hr', DEB, 'hr'],
    ]);
  });

  it("'Add' beside a staff member makes them a recipient: the warning ends and they are no longer offered", async () => {
    for (const person of [
      { name: 'Hana Hr', email: HANA },
      { name: 'Deb Hr', email: DEB },
    ]) {
      expect((await post('/api/admin/notifications', hr, person)).statusCode).toBe(201);
    }
    expect(
      (await post('/api/admin/notifications', hr, { name: 'Site Office', email: 'site@example.com' }))
        .statusCode,
    ).toBe(201);
    expect(await receiving(payroll)).toBe(3);
    expect(await noRecipientWarning(t.deps.database.db)).toBeNull();
    const list = await recipients();
    expect(list.staffToAdd.map((s) => s.email)).toEqual([TEST_OWNER.email, OLIVE]);
    expect(list.recipients.map((r) => [r.email, r.staff])).toEqual([
      [HANA, { name: 'Hana Hr', role: 'hr', active: true }],
      [DEB, { name: 'Deb Hr', role: 'hr', active: true }],
      ['site@example.com', null],
    ]);
  });
});

describe('item 3: a deactivated staff member is emailed nothing', () => {
  let queuedBefore: string;

  it('the Recipients list says which recipients are staff, and a deactivated one no longer counts as receiving', async () => {
    // A submission queued while Deb was active, its emails not sent yet when she is deactivated.
    queuedBefore = await submittedHire('Quinn Queued');
    const off = await post(`/api/admin/staff/${await staffId(DEB)}/deactivate`, owner);
    expect(off.statusCode, off.body).toBe(200);
    const list = await recipients();
    expect(list.recipients.find((r) => r.email === DEB)).toMatchObject({
      active: true,
      staff: { name: 'Deb Hr', role: 'hr', active: false },
    });
    expect(list.counts).toEqual({ total: 3, active: 3, inactive: 0, receiving: 2 });
    // A deactivated person is not offered back either.
    expect(list.staffToAdd.map((s) => s.email)).toEqual([TEST_OWNER.email, OLIVE]);
  });

  it('neither the submission queued before the deactivation nor one after reaches her; Deliveries says why', async () => {
    const after = await submittedHire('Avery After');
    const toDeb = smtp.received.filter((m) => m.to.includes(DEB)).length;
    await runJobs(t);
    for (const hire of [queuedBefore, after]) {
      expect(mailsTo(HANA, `(${hire})`)).toHaveLength(1);
      expect(mailsTo('site@example.com', `(${hire})`)).toHaveLength(1);
    }
    expect(smtp.received.filter((m) => m.to.includes(DEB))).toHaveLength(toDeb);
    const deliveries = (await get('/api/admin/deliveries', hr)).json<DeliveriesPage>().deliveries;
    // The one queued before: not sent, and why. None was queued for her after.
    const toHer = deliveries.filter(
      (d) => d.recipient === DEB && d.what === 'Application to a notification recipient',
    );
    expect(toHer).toEqual([
      expect.objectContaining({
        state: 'not-sent',
        reason: 'The staff account of this recipient is deactivated',
        applicant: 'Quinn Queued',
      }),
    ]);
    // The test email's page is not prefilled with her address either.
    const first = (await get('/api/test-email/default', hr)).json<{ email: string }>().email;
    expect(first).toBe(HANA);
  });

  it('an email queued to her as staff before the deactivation is not sent either', async () => {
    const link = await post(`/api/admin/staff/${await staffId(PAULA)}/enrolment-link`, owner);
    expect(link.statusCode, link.body).toBe(200);
    expect((await post(`/api/admin/staff/${await staffId(PAULA)}/deactivate`, owner)).statusCode).toBe(200);
    const before = smtp.received.filter((m) => m.to.includes(PAULA)).length;
    const outcomes = await runJobs(t);
    expect(outcomes.filter((o) => o.payload.to === PAULA).map((o) => o.outcome)).toEqual(['skipped']);
    expect(smtp.received.filter((m) => m.to.includes(PAULA))).toHaveLength(before);
  });

  it('reactivated (admin:recover reinstates a person), she receives again while still an active recipient', async () => {
    await recoverOwner(t.deps, t.deps.database.db, { email: DEB });
    expect((await recipients()).counts.receiving).toBe(3);
    const hire = await submittedHire('Riley Returns');
    await runJobs(t);
    expect(mailsTo(DEB, `(${hire})`)).toHaveLength(1);
  });
});

describe('item 5: approval tells payroll', () => {
  it("HR approves: every active payroll staff member is emailed 'ready for payroll', a deactivated one nothing", async () => {
    const hire = await submittedHire('Jordan Ready');
    await runJobs(t);
    const page = (
      await get(`/api/admin/applications?search=${encodeURIComponent(hire)}`, hr)
    ).json<ApplicationsPage>();
    const id = page.applications.find((a) => a.email === hire)!.id;
    const approved = await post(`/api/admin/applications/${id}/approve`, hr);
    expect(approved.statusCode, approved.body).toBe(200);
    await runJobs(t);

    const [text, ...more] = mailsTo(PAT, 'Jordan Ready');
    expect(more).toEqual([]);
    const mail = smtp.received.find((m) => m.to.includes(PAT) && mailText(m.raw).includes('Jordan Ready'))!;
    expect(mail.raw).toMatch(/Subject: Test Builders Pty Ltd: Jordan Ready is ready for payroll/);
    expect(text).toContain('Hello Pat Payroll,');
    expect(text).toContain('HR has approved the onboarding application of Jordan Ready');
    expect(text).toContain('Start date: 07/12/2026');
    expect(text).toContain('Position: Formworker');
    expect(text).toContain('Location: Parramatta site');
    expect(text).toContain('Tax file number declaration: on file (TFN provided)');
    expect(text).toContain('Super choice: on file (the default fund)');
    expect(text).toContain('Bank account: on file (Commonwealth Bank)');
    expect(text).toContain(`https://onboarding.example.com/admin/application?id=${id}`);
    // Never a full TFN, BSB or account number.
    for (const secret of ['123456782', '123 456 782', '12345678', '062-000', '062000']) {
      expect(text).not.toContain(secret);
    }
    // Paula's account is deactivated: nothing; Olive, Hana and Deb are not payroll: nothing.
    for (const other of [PAULA, OLIVE, HANA, DEB]) expect(mailsTo(other, 'ready for payroll')).toEqual([]);

    const deliveries = (await get('/api/admin/deliveries', hr)).json<DeliveriesPage>().deliveries;
    expect(deliveries.filter((d) => d.what === 'Ready for payroll to a payroll staff member')).toEqual([
      expect.objectContaining({ recipient: PAT, applicant: 'Jordan Ready', state: 'delivered' }),
    ]);
  });
});
