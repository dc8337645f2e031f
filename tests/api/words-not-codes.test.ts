import { licences } from '../../src/server/db/schema/licences';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { applications } from '../../src/server/db/schema/applications';
import { teamMembers } from '../../src/server/db/schema/team-members';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { mailPlainText as plainText, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { sightedAll, WHITE_CARD } from '../fixtures/sighted-tickets';
import { createCompleteApplication } from '../fixtures/task-factories';
import { dateTask } from '../fixtures/task-state';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 35 item 9 (and item 10's revealed TFN): the hire's and HR's emails name a change in the
// same words, the Audit page says what was done in words, to whom, and how many; a revealed
// number reads as its mask does.

let t: TestApp;
let admin: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const HR = 'hr@example.com';

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'onboarding@example.com' });
  admin = await adminCookie(t.app);
  await createRecipient(t.deps, { name: 'HR', email: HR, receivesHealthInformation: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });
const post = (url: string, payload: object = {}, cookie = admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const submit = (cookie: string, email: string, isResubmission = false) =>
  post(`/api/submit-application/${encodeURIComponent(email)}`, { isResubmission }, cookie);

/** The `n`th message (1-based) to `to` whose text contains `about`, once it has arrived. */
async function mail(to: string, about: string, n = 1): Promise<string> {
  const texts = () => smtp.received.filter((m) => m.to.includes(to)).map((m) => plainText(m.raw));
  await smtp.until(() => texts().filter((x) => x.includes(about)).length >= n);
  return texts().filter((x) => x.includes(about))[n - 1]!;
}

/** The '- …' lines right after `heading`, up to the first blank line. */
function listAfter(text: string, heading: string): string[] {
  const from = text.indexOf(heading);
  expect(from, `'${heading}' in:\n${text}`).toBeGreaterThanOrEqual(0);
  const rest = text.slice(from + heading.length).replace(/^\n/, '');
  return rest.slice(0, rest.indexOf('\n\n')).split('\n');
}

async function applicationId(email: string): Promise<string> {
  const res = await get(`/api/admin/applications?search=${encodeURIComponent(email)}`);
  return res.json<ApplicationsPage>().applications.find((a) => a.email === email)!.id;
}

/** What a code looks like: 'staff.sign_in', 'card white card', 'cardWhiteCard'. */
const CODE = /\b[a-z]+[._][a-z_.-]+\b|card white card|[a-z][A-Z]\w*/;

// Two submissions with their PDFs, emailed: slower than a test's 30 s on a loaded machine.
describe('one wording for a change, in the hire’s email and in HR’s', { timeout: 90_000 }, () => {
  it('names a changed White Card, changed notes and a task signed again in the same words, no codes', async () => {
    const member = await createCompleteApplication(t.deps, {
      member: { fullName: 'Wendy Words', notes: 'Starts on a Monday' },
    });
    const cookie = await employeeCookie(t.app, member.email);
    expect((await submit(cookie, member.email)).statusCode).toBe(200);
    await mail(HR, `(${member.email})`);
    const later = new Date(Date.now() + 1000);
    const { db } = t.deps.database;
    await db
      .update(teamMembers)
      .set({ notes: 'Starts on a Tuesday', updatedAt: later })
      .where(eq(teamMembers.id, member.id));
    await db
      .insert(licences)
      .values({ email: member.email, memberId: member.id, kind: 'WHITE_CARD', number: 'WC-778899' });
    await db
      .update(taxDeclarations)
      .set({ signedAt: later, updatedAt: later })
      .where(eq(taxDeclarations.memberId, member.id));
    await dateTask(t.deps, member.email, 'personal-information', later);
    await dateTask(t.deps, member.email, 'tax-declaration', later);
    expect((await submit(cookie, member.email, true)).statusCode).toBe(200);

    const hire = listAfter(
      await mail(member.email, 'We received your update'),
      'What changed since your last submission:',
    );
    const hr = listAfter(
      await mail(HR, `(${member.email})`, 2),
      'What changed since the previous submission',
    );
    expect(hire).toEqual([
      '- Personal Information: Notes',
      '- Personal Information: White Card (general construction induction)',
      '- Tax Declaration Form: Signed again',
    ]);
    expect(hr).toEqual([
      '- Personal Information: Notes: was Starts on a Monday, now Starts on a Tuesday',
      '- Personal Information: White Card (general construction induction): was Not provided, now WC-778899',
      '- Tax Declaration Form: Signed again',
    ]);
    for (const line of [...hire, ...hr]) expect(line.split(': was ')[0]).not.toMatch(CODE);
  });
});

interface AuditRow {
  action: string;
  actionLabel: string;
  member: string | null;
  memberName: string | null;
  summary: string | null;
}
const auditRows = async (action = '') =>
  (await get(`/api/admin/audit${action ? `?action=${action}` : ''}`)).json<{ rows: AuditRow[] }>().rows;

describe('the Audit page in words', { timeout: 90_000 }, () => {
  it('says every action in words, names the hire of an approval, a change request and a VEVO check, and counts deletions and exports', async () => {
    const asked = await createCompleteApplication(t.deps, { member: { fullName: 'Rhea Request' } });
    const approved = await createCompleteApplication(t.deps, {
      member: { fullName: 'Abe Approve' },
      licences: [WHITE_CARD],
    });
    const deleted = await createCompleteApplication(t.deps, { member: { fullName: 'Del Delete' } });
    for (const m of [asked, approved]) {
      expect((await submit(await employeeCookie(t.app, m.email), m.email)).statusCode).toBe(200);
    }
    const sent = await post(`/api/admin/applications/${await applicationId(asked.email)}/request-changes`, {
      taskId: 'personal-information',
      message: 'Please add your White Card.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const approvedId = await applicationId(approved.email);
    const ok = await post(
      `/api/admin/applications/${approvedId}/approve`,
      sightedAll((await get(`/api/admin/applications/${approvedId}`)).json<ApplicationDetail>()),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const vevo = await post(`/api/admin/vevo-check/${approved.id}`, {
      checkedOn: '2026-11-24',
      result: 'work-rights',
      reference: 'VEVO-1',
      officer: 'Jo Officer',
    });
    expect(vevo.statusCode, vevo.body).toBe(200);
    const [members] = await t.deps.database.db.select({ n: count() }).from(teamMembers);
    expect((await get('/api/admin/download-excel')).statusCode).toBe(200);
    const marked = await post(`/api/admin/mark-downloaded/${deleted.id}`, { officerName: 'Jo Officer' });
    expect(marked.statusCode, marked.body).toBe(200);
    const approval = await post(`/api/admin/approve-deletion/${deleted.id}`, {
      officerName: 'Jo Officer',
      hasDataElsewhere: true,
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie: admin },
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });

    const rows = await auditRows();
    for (const row of rows) {
      expect(row.actionLabel, row.action).not.toMatch(CODE);
      expect(row.actionLabel, row.action).not.toBe('');
    }
    const one = (action: string) => {
      const found = rows.filter((r) => r.action === action);
      expect(found, action).toHaveLength(1);
      return found[0]!;
    };
    expect(one('application.request-changes')).toMatchObject({
      actionLabel: 'Sent a task back',
      member: asked.id,
      memberName: 'Rhea Request',
      summary: 'Personal Information',
    });
    expect(one('application.approve')).toMatchObject({
      actionLabel: 'Approved an application',
      member: approved.id,
      memberName: 'Abe Approve',
    });
    expect(one('retention.vevo_check')).toMatchObject({
      actionLabel: 'Recorded a VEVO check',
      member: approved.id,
      memberName: 'Abe Approve',
      summary: 'Has work rights',
    });
    expect(one('retention.download_excel').summary).toBe(`${members!.n} members exported`);
    // With the retention rule it was deleted under (decision 108).
    expect(one('retention.delete_approved').summary).toBe('1 member deleted (Never an employee: 1)');
    // The audit holds no personal data of its own: the names come from the members' rows.
    expect(JSON.stringify(await auditRows('application.'))).not.toContain('White Card');
  });

  it('counts what clearing all data deleted', async () => {
    // Abe is an employee whose record the law keeps: the wipe waits until his employment ended
    // more than 7 years ago (decision 108).
    await t.deps.database.db.update(applications).set({ endedOn: '2015-06-30' });
    const [members] = await t.deps.database.db.select({ n: count() }).from(teamMembers);
    const cleared = await post('/api/admin/clear-all-data', { confirm: 'DELETE ALL DATA' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const [row] = await auditRows('data.clear_all');
    expect(row).toMatchObject({ actionLabel: 'Cleared all data' });
    expect(row!.summary).toMatch(
      new RegExp(`^${members!.n} members and \\d+ policy acknowledgments deleted$`),
    );
  });
});

describe('a revealed number reads as its mask does', () => {
  it('shows a TFN as 123 456 782 and a BSB as 062-000', async () => {
    const member = await createCompleteApplication(t.deps, {
      member: { bankBSB: '062000' },
      tax: { taxFileNumber: '123456782' },
    });
    const masked = (await get(`/api/admin/members/${member.id}/numbers`)).json();
    expect(masked).toMatchObject({ taxFileNumber: '••• ••• 782', bankBSB: '•••-000' });
    const tfn = await post(`/api/admin/members/${member.id}/reveal`, { field: 'taxFileNumber' });
    expect(tfn.json()).toEqual({ field: 'taxFileNumber', value: '123 456 782' });
    const bsb = await post(`/api/admin/members/${member.id}/reveal`, { field: 'bankBSB' });
    expect(bsb.json()).toEqual({ field: 'bankBSB', value: '062-000' });
    const [row] = await auditRows('member.reveal');
    expect(row).toMatchObject({
      actionLabel: 'Saw a number in full',
      summary: 'BSB',
      memberName: member.fullName,
    });
  });
});
