import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateStamp } from '../../src/server/services/format/au-dates';
import { employerTimeZone } from '../../src/server/services/format/employer-time-zone';
import { recordsBody } from '../../src/server/services/submission/submission-job-handlers';
import { sendVisaExpiryNotices } from '../../src/server/services/work-rights/visa-expiry';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { runJobs } from '../fixtures/run-jobs';
import { sightedAll, WHITE_CARD } from '../fixtures/sighted-tickets';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication, type TaskOverrides } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 40 item 4 (work rights enforced) and item 3's visa part (expiry reminders to HR). The
// app's worker is off: each test runs the queue (runJobs); the expiry sweep takes `now`, so the
// tests move the clock by calling it with the day they need.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let hr: string;
let owner: string;
const HANA = 'hana@example.com';
const DAY = 86_400_000;

beforeAll(async () => {
  const port = await smtp.listen();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://onboarding.example.com' },
    { runJobs: false },
  );
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  hr = await recoverySignIn(t, await addAndEnrol(t, owner, { name: 'Hana Hr', email: HANA, role: 'hr' }));
  await runJobs(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string) => t.app.inject({ url, headers: { cookie: hr } });
const post = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: hr }, payload });

/** The employer's day `days` from now, 'YYYY-MM-DD'. */
const day = (days: number, from = new Date()) =>
  dateStamp(employerTimeZone(t.deps), new Date(from.getTime() + days * DAY));

const VISA = {
  tagAustralianCitizen: false,
  tagVisaCitizen: true,
  visaNumber: 'VN1234567',
  visaSubclass: '482',
  visaConditions: '',
  visaPassportNumber: 'PA7654321',
  visaPassportCountry: 'VN',
  vevoConsent: true,
};

/** A visa holder with every task complete, submitted; answers their application's id. */
async function submittedVisaHolder(fullName: string, o: TaskOverrides = {}) {
  const member = await createCompleteApplication(t.deps, {
    licences: [WHITE_CARD],
    ...o,
    member: { ...VISA, visaExpiry: day(400), fullName, ...o.member },
  });
  const cookie = await employeeCookie(t.app, member.email);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(member.email)}`,
    headers: { cookie },
    payload: { isResubmission: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  const page = (
    await get(`/api/admin/applications?search=${encodeURIComponent(member.email)}`)
  ).json<ApplicationsPage>();
  const id = page.applications.find((a) => a.email === member.email)!.id;
  return { id, member, submissionId: res.json<{ submissionId: string }>().submissionId };
}

const vevoCheck = (memberId: string, check: { result: string; checkedOn?: string; conditions?: string }) =>
  post(`/api/admin/vevo-check/${memberId}`, {
    checkedOn: check.checkedOn ?? day(0),
    result: check.result,
    reference: 'VEVO-REF-1',
    officer: 'Hana Hr',
    ...(check.conditions === undefined ? {} : { conditions: check.conditions }),
  });

const detail = async (id: string) => (await get(`/api/admin/applications/${id}`)).json<ApplicationDetail>();
/** HR approves, having sighted the White Card the hire's site requires. */
const approve = async (id: string) =>
  post(`/api/admin/applications/${id}/approve`, sightedAll(await detail(id)));
const toDoIds = async (id: string) => (await detail(id)).toDos.map((d) => d.id);

describe('approval of a visa holder needs the right to work (issue 40 item 4)', () => {
  it('is refused without a VEVO check, and with "No work rights", which keeps a red flag; allowed after a valid check', async () => {
    const { id, member } = await submittedVisaHolder('Vera Visa');
    const none = await approve(id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      error: 'vevo_check_needed',
      message:
        'This hire holds a visa and their work rights have not been checked: record a VEVO check before approving.',
    });
    expect(await toDoIds(id)).toContain('visa-without-vevo');

    expect((await vevoCheck(member.id, { result: 'no-work-rights' })).statusCode).toBe(200);
    const refused = await approve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'no_work_rights',
      message:
        'The latest VEVO check found no work rights: a visa holder without the right to work cannot be approved (Migration Act s245AB).',
    });
    const flagged = await detail(id);
    expect(flagged.toDos.map((d) => d.id)).toContain('no-work-rights');
    expect(flagged.toDos.map((d) => d.id)).not.toContain('visa-without-vevo');
    expect(flagged.rightToWork?.vevoCheck).toMatchObject({
      result: 'no-work-rights',
      reference: 'VEVO-REF-1',
    });
    expect(flagged.application.state).toBe('submitted');

    expect((await vevoCheck(member.id, { result: 'work-rights' })).statusCode).toBe(200);
    const ok = await approve(id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ application: { state: string } }>().application.state).toBe('approved');
    expect(await toDoIds(id)).not.toContain('no-work-rights');
  });

  it('is refused for a visa that expired, even after a check with work rights; flagged at once on the application', async () => {
    const { id, member } = await submittedVisaHolder('Ezra Expired', {
      member: { visaExpiry: '2020-06-30' },
    });
    expect((await vevoCheck(member.id, { result: 'work-rights' })).statusCode).toBe(200);
    const res = await approve(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'visa_expired',
      message:
        "The hire's visa expired on 30/06/2020: check their current visa on VEVO and ask them to update their visa details before approving.",
    });
    const { toDos } = await detail(id);
    expect(toDos.find((d) => d.id === 'visa-expired')?.text).toBe(
      "Visa expired: the hire's visa expired on 30/06/2020. Check their current visa on VEVO before they work.",
    );
  });

  it('approves a citizen without any check, as before', async () => {
    const { id } = await submittedVisaHolder('Cate Citizen', {
      member: { tagVisaCitizen: false, tagAustralianCitizen: true, visaExpiry: '' },
    });
    expect((await approve(id)).statusCode).toBe(200);
  });
});

describe('the VEVO check on the application', () => {
  it('refuses a check dated in the future (400 naming the date), takes today with the conditions', async () => {
    const { id, member } = await submittedVisaHolder('Fay Future');
    const future = await vevoCheck(member.id, { result: 'work-rights', checkedOn: day(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      fields: {
        checkedOn: 'The date of the VEVO check cannot be in the future: enter the day the check was made',
      },
    });
    expect((await detail(id)).rightToWork?.vevoCheck).toBeNull();
    const today = await vevoCheck(member.id, { result: 'work-rights-with-conditions', conditions: '8105' });
    expect(today.statusCode, today.body).toBe(200);
    expect((await detail(id)).rightToWork?.vevoCheck).toMatchObject({
      checkedOn: day(0),
      result: 'work-rights-with-conditions',
      conditions: '8105',
      reference: 'VEVO-REF-1',
      recordedBy: `Hana Hr <${HANA}>`,
    });
  });
});

describe("the visa's known conditions are HR's to-dos", () => {
  it('8105, 8547 with its date, and 8607 (the sponsor) which HR confirms, recorded with the person and time', async () => {
    const { id, member } = await submittedVisaHolder('Con Ditions', {
      member: { visaConditions: '8105', plannedStartDate: '2026-12-07' },
    });
    expect(
      (await vevoCheck(member.id, { result: 'work-rights-with-conditions', conditions: '8547, 8607' }))
        .statusCode,
    ).toBe(200);
    const { toDos } = await detail(id);
    expect(toDos.filter((d) => d.id.startsWith('visa-'))).toEqual([
      {
        id: 'visa-8105',
        text: 'Visa condition 8105: no more than 48 hours of work a fortnight while their course is in session. Roster them within it.',
      },
      {
        id: 'visa-8547',
        text: 'Visa condition 8547: no more than 6 months of work with this employer, that is until 07/06/2027 (6 months after 07/12/2026).',
      },
      {
        id: 'visa-sponsor',
        text: 'Visa condition 8607: they may work only for their sponsor, in the nominated occupation. Confirm this employer is their sponsor.',
        confirmation: null,
      },
    ]);

    const confirmed = await post(`/api/admin/applications/${id}/confirm-sponsor`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await detail(id);
    expect(after.toDos.find((d) => d.id === 'visa-sponsor')?.confirmation).toMatchObject({
      by: `Hana Hr <${HANA}>`,
    });
    expect(after.history.filter((h) => h.kind === 'sponsor-confirmed').map((h) => h.actor)).toEqual([
      `Hana Hr <${HANA}>`,
    ]);
  });

  it('has nothing to confirm for a visa without a sponsor condition (409)', async () => {
    const { id } = await submittedVisaHolder('Nora None');
    const res = await post(`/api/admin/applications/${id}/confirm-sponsor`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'no_sponsor_condition' });
  });
});

describe('the working holiday maker answer and the visa agree', () => {
  it('flags a WHM tax answer without a 417/462 visa, and a 462 visa without the WHM answer, on the application', async () => {
    const whm = await submittedVisaHolder('Will Holiday', {
      tax: { australianResident: 'working-holiday-maker', homeCountry: 'GB' },
    });
    expect(await toDoIds(whm.id)).toContain('whm-mismatch');
    const holder = await submittedVisaHolder('Hol Ider', { member: { visaSubclass: '462' } });
    const { toDos } = await detail(holder.id);
    expect(toDos.find((d) => d.id === 'whm-mismatch')?.text).toBe(
      'A 462 visa without the working holiday maker answer: the hire holds a working holiday visa, but the TFN declaration does not say working holiday maker. Check the tax answer before the first pay.',
    );
    const agreed = await submittedVisaHolder('Agnes Agreed', {
      member: { visaSubclass: '417' },
      tax: { australianResident: 'working-holiday-maker', homeCountry: 'GB' },
    });
    expect(await toDoIds(agreed.id)).not.toContain('whm-mismatch');
  });
});

describe('visa expiry reminders to HR (issue 40 item 3)', () => {
  const mailText = (raw: string) =>
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const visaMails = (name: string) =>
    smtp.received.filter((m) => m.to.includes(HANA) && mailText(m.raw).includes(`${name}'s visa`));

  it('emails HR at 90 and 30 days before the expiry and once it has expired, each once', async () => {
    const now = new Date();
    const expiry = day(85, now);
    const { id } = await submittedVisaHolder('Rita Renew', { member: { visaExpiry: expiry } });
    await runJobs(t);

    // 85 days before: the 90-day notice, once however often the sweep runs.
    expect(await sendVisaExpiryNotices(t.deps, now)).toBeGreaterThanOrEqual(1);
    expect(await sendVisaExpiryNotices(t.deps, now)).toBe(0);
    await runJobs(t);
    const [ninety, ...more] = visaMails('Rita Renew');
    expect(more).toEqual([]);
    const [y, m, d] = expiry.split('-');
    expect(mailText(ninety!.raw)).toContain(`Rita Renew's visa expires on ${d}/${m}/${y}`);
    expect(mailText(ninety!.raw)).toContain('in 90 days or less');
    expect(mailText(ninety!.raw)).toContain(`https://onboarding.example.com/admin/application?id=${id}`);
    expect(mailText(ninety!.raw)).not.toContain('VN1234567');

    // 29 days before: the 30-day notice.
    const thirty = new Date(now.getTime() + 56 * DAY);
    await sendVisaExpiryNotices(t.deps, thirty);
    await sendVisaExpiryNotices(t.deps, thirty);
    await runJobs(t);
    expect(visaMails('Rita Renew')).toHaveLength(2);
    expect(mailText(visaMails('Rita Renew')[1]!.raw)).toContain('in 30 days or less');

    // The day after the expiry: expired, at once, and once.
    const after = new Date(now.getTime() + 86 * DAY);
    await sendVisaExpiryNotices(t.deps, after);
    await sendVisaExpiryNotices(t.deps, after);
    await runJobs(t);
    const mails = visaMails('Rita Renew');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.raw).toMatch(/Subject: Test Builders Pty Ltd: Rita Renew's visa has expired/);
    expect(mailText(mails[2]!.raw)).toContain('check their work rights on VEVO now');
  });

  it('tells nobody of a visa more than 90 days away, or of a citizen', async () => {
    await submittedVisaHolder('Fern Faraway', { member: { visaExpiry: day(200) } });
    await sendVisaExpiryNotices(t.deps);
    await runJobs(t);
    expect(visaMails('Fern Faraway')).toEqual([]);
  });
});

describe('the VEVO result in the records JSON and the Excel export', () => {
  it('carries the date, the result, the reference and the conditions', async () => {
    const { member, submissionId } = await submittedVisaHolder('Rex Records');
    expect(
      (await vevoCheck(member.id, { result: 'work-rights-with-conditions', conditions: '8105' })).statusCode,
    ).toBe(200);
    const body = JSON.parse((await recordsBody(t.deps, submissionId))!) as { vevoCheck: unknown };
    expect(body.vevoCheck).toEqual({
      checkedOn: day(0),
      result: 'work-rights-with-conditions',
      resultLabel: 'Has work rights, with conditions',
      reference: 'VEVO-REF-1',
      conditions: '8105',
    });

    // The export is for owners and payroll.
    const res = await t.app.inject({ url: '/api/admin/download-excel', headers: { cookie: owner } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const col = (name: string) => header.indexOf(name) + 1;
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((r) => {
      if (r.getCell(col('Email')).value === member.email) row = r;
    });
    expect(row).toBeDefined();
    expect(row!.getCell(col('VEVO Result')).value).toBe('Has work rights, with conditions');
    expect(row!.getCell(col('VEVO Reference')).value).toBe('VEVO-REF-1');
    expect(row!.getCell(col('VEVO Conditions')).value).toBe('8105');
    expect(row!.getCell(col('VEVO Checked On')).value).toBeTruthy();
    expect(row!.getCell(col('Visa Passport Number')).value).toBe('PA7654321');
  });
});
