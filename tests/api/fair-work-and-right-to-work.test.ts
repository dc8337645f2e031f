import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { dateStamp } from '../../src/server/services/format/au-dates';
import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import type { RecordsDelivery } from '../../src/server/services/submission/application-snapshot';
import {
  FAIR_WORK_STATEMENT_DEFAULT_URLS,
  PERSONAL_STATUS_TAG_LABELS,
  VEVO_RESULT_LABELS,
} from '../../src/shared/choice-labels';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { FAIR_WORK_URL_INVALID } from '../../src/shared/schemas/fair-work';
import {
  RIGHT_TO_WORK_ONE,
  VISA_SUBCLASS_INVALID,
  VISA_SUBCLASS_REQUIRED,
} from '../../src/shared/schemas/personal-status';
import { VEVO_MESSAGES } from '../../src/shared/schemas/vevo';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { makeInitialPng } from '../fixtures/make-initial';
import { memberFields, multipart } from '../fixtures/member-form';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  type TestApp,
  TEST_OWNER_ACTOR,
} from '../fixtures/test-app';

// Issue 22 §2 (Fair Work statements) and §3 (right to work), decision 032: the rules as the API
// applies them, and what the hire, HR (PDF), payroll (records JSON) and the admin (Excel) see.

let t: TestApp;
let INITIAL: string;
let jpeg: Buffer;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  INITIAL = await makeInitialPng();
  jpeg = await makeHeadshotJpeg();
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

const OFFICIAL = FAIR_WORK_STATEMENT_DEFAULT_URLS;
const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const put = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
const get = (cookie: string, url: string) => t.app.inject({ url, headers: { cookie } });

/** A complete application with its tax declaration made through the API on `basisOfPayment`. */
async function completed(email: string, basisOfPayment: string) {
  await createCompleteApplication(t.deps, { member: { email, tagAustralianCitizen: true } });
  const cookie = await employeeCookie(t.app, email);
  const tax = await post(cookie, '/api/tax-declarations', {
    email,
    taxFileNumber: '123 456 782',
    tfnExemption: '',
    basisOfPayment,
    australianResident: 'resident',
    claimTaxFreeThreshold: 'yes',
    hasHELPDebt: 'no',
    previousFamilyName: '',
    taxDeclarationDate: '2026-11-22',
    taxDeclarationSignature: INITIAL,
  });
  expect(tax.statusCode).toBe(201);
  return cookie;
}

async function submit(cookie: string, email: string): Promise<string> {
  const res = await post(cookie, `/api/submit-application/${encodeURIComponent(email)}`, {
    isResubmission: false,
  });
  expect(res.statusCode).toBe(200);
  return res.json().submissionId as string;
}

async function pdfText(submissionId: string): Promise<string> {
  const [record] = await t.deps.database.db
    .select()
    .from(submissionRecords)
    .where(eq(submissionRecords.id, submissionId));
  const file = await drawnPdf(t.deps, record!.pdfFileId!);
  const { text } = await extractText(
    await getDocumentProxy(new Uint8Array(t.deps.cipher.openBytes(file!.bytes))),
    {
      mergePages: true,
    },
  );
  return text.replace(/\s+/g, ' ');
}

/** The newest confirmation email to `email`, its quoted-printable encoding undone. */
function confirmationMail(email: string): string | null {
  for (const raw of mailsToNewestFirst(path.join(t.dataDir, 'mail'), email)) {
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (text.includes('What happens next')) return text;
  }
  return null;
}

const recordsFile = (id: string) => path.join(t.dataDir, 'records', `${id}.json.sealed`);

async function excelRows(cookie = admin): Promise<Map<string, (header: string) => unknown>> {
  const res = await get(cookie, '/api/admin/download-excel');
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => headers.set(String(cell.value), col));
  const rows = new Map<string, (header: string) => unknown>();
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cell = (header: string) => {
      const col = headers.get(header);
      if (col === undefined) throw new Error(`no column ${header}`);
      return row.getCell(col).value ?? '';
    };
    rows.set(String(cell('Email')), cell);
  });
  return rows;
}

describe('Fair Work statements (Fair Work Act s125, s125A)', () => {
  it('shows every hire the Fair Work Information Statement, and a casual also the Casual Employment Information Statement', async () => {
    const fullTime = await completed('fw-fulltime@example.com', 'full-time');
    expect((await get(fullTime, '/api/fair-work-statements')).json()).toEqual({
      statements: [{ statement: 'fwis', title: 'Fair Work Information Statement', url: OFFICIAL.fwis }],
    });
    const casual = await completed('fw-casual@example.com', 'casual');
    expect((await get(casual, '/api/fair-work-statements')).json()).toEqual({
      statements: [
        { statement: 'fwis', title: 'Fair Work Information Statement', url: OFFICIAL.fwis },
        { statement: 'ceis', title: 'Casual Employment Information Statement', url: OFFICIAL.ceis },
      ],
    });
    // Before the tax declaration says how they are paid, everyone's statement still applies.
    const early = await employeeCookie(t.app, 'fw-early@example.com');
    expect((await get(early, '/api/fair-work-statements')).json().statements).toHaveLength(1);
    // Only for a signed-in hire.
    expect((await t.app.inject({ url: '/api/fair-work-statements' })).statusCode).toBe(403);
  });

  it("records which statements were given and when at submission; the PDF, the records JSON and the hire's email carry them", async () => {
    const email = 'fw-casual-submit@example.com';
    const cookie = await completed(email, 'casual');
    const id = await submit(cookie, email);
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, id));
    const given = JSON.parse(record!.fairWorkStatements) as {
      statement: string;
      url: string;
      givenAt: string;
    }[];
    expect(given.map((g) => [g.statement, g.url])).toEqual([
      ['fwis', OFFICIAL.fwis],
      ['ceis', OFFICIAL.ceis],
    ]);
    // Given when the server stored the submission.
    for (const g of given) {
      expect(Math.abs(new Date(g.givenAt).getTime() - record!.createdAt.getTime())).toBeLessThan(60_000);
    }
    const day = dateStamp('Australia/Sydney', new Date(given[0]!.givenAt)).split('-').reverse().join('/');

    const pdf = await pdfText(id);
    expect(pdf).toContain(`Fair Work Information Statement given on ${day}`);
    expect(pdf).toContain(`Casual Employment Information Statement given on ${day}`);

    await expect.poll(() => fs.existsSync(recordsFile(id)), { timeout: 20_000 }).toBe(true);
    const delivered = JSON.parse(
      t.deps.cipher.openBytes(fs.readFileSync(recordsFile(id))).toString('utf8'),
    ) as RecordsDelivery;
    expect(delivered.fairWorkStatements).toEqual(given.map((g) => expect.objectContaining(g)));

    await expect.poll(() => confirmationMail(email), { timeout: 20_000 }).not.toBeNull();
    const mail = confirmationMail(email)!;
    expect(mail).toContain(`Fair Work Information Statement: ${OFFICIAL.fwis}`);
    expect(mail).toContain(`Casual Employment Information Statement: ${OFFICIAL.ceis}`);

    // HR's application screen lists them too: which, the link given, and when.
    const list = await get(admin, `/api/admin/applications?search=${encodeURIComponent(email)}`);
    const row = list.json<ApplicationsPage>().applications.find((a) => a.email === email)!;
    const detail = await get(admin, `/api/admin/applications/${row.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<ApplicationDetail>().fairWorkStatements).toEqual(
      given.map((g) => expect.objectContaining(g)),
    );
  });

  it('gives a full-time hire no casual statement in the PDF or the email', async () => {
    const email = 'fw-fulltime-submit@example.com';
    const id = await submit(await completed(email, 'full-time'), email);
    const pdf = await pdfText(id);
    expect(pdf).toContain('Fair Work Information Statement given on');
    expect(pdf).not.toContain('Casual Employment Information Statement');
    await expect.poll(() => confirmationMail(email), { timeout: 20_000 }).not.toBeNull();
    const mail = confirmationMail(email)!;
    expect(mail).toContain(`Fair Work Information Statement: ${OFFICIAL.fwis}`);
    expect(mail).not.toContain('Casual Employment Information Statement');
  });

  it('lets the admin set the links (https only, audited); hires are then given those', async () => {
    expect((await get(admin, '/api/admin/fair-work-statements')).json()).toEqual({
      links: OFFICIAL,
      defaults: OFFICIAL,
    });
    for (const bad of ['javascript:alert(1)', 'http://example.com/fwis', '/fwis', '']) {
      const res = await put(admin, '/api/admin/fair-work-statements', {
        ...OFFICIAL,
        fwis: bad,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields).toEqual({ fwis: FAIR_WORK_URL_INVALID });
    }
    const links = {
      fwis: 'https://intranet.example.com/fwis.pdf',
      ceis: 'https://intranet.example.com/ceis.pdf',
      ftcis: 'https://intranet.example.com/ftcis.pdf',
    };
    const saved = await put(admin, '/api/admin/fair-work-statements', links);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ links, defaults: OFFICIAL });
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.fair_work_links'));
    expect(audit).toMatchObject({
      actor: TEST_OWNER_ACTOR,
      details: expect.objectContaining({ after: links }),
    });

    const email = 'fw-custom-links@example.com';
    const cookie = await completed(email, 'casual');
    expect(
      (await get(cookie, '/api/fair-work-statements')).json().statements.map((s: { url: string }) => s.url),
    ).toEqual([links.fwis, links.ceis]);
    const id = await submit(cookie, email);
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, id));
    expect(JSON.parse(record!.fairWorkStatements).map((g: { url: string }) => g.url)).toEqual([
      links.fwis,
      links.ceis,
    ]);
    await expect.poll(() => confirmationMail(email), { timeout: 20_000 }).not.toBeNull();
    expect(confirmationMail(email)).toContain(`Fair Work Information Statement: ${links.fwis}`);

    // Back to the official pages for the other tests.
    expect((await put(admin, '/api/admin/fair-work-statements', OFFICIAL)).statusCode).toBe(200);
  });
});

describe('right to work', () => {
  const NONE = {
    tagAustralianCitizen: '0',
    tagPermanentResident: '0',
    tagNZCitizen: '0',
    tagVisaCitizen: '0',
  };

  async function create(email: string, overrides: Record<string, string>) {
    const cookie = await employeeCookie(t.app, email);
    const m = multipart(memberFields(email, overrides), {
      name: 'profile.jpg',
      type: 'image/jpeg',
      data: jpeg,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/team-members',
      payload: m.payload,
      headers: { ...m.headers, cookie },
    });
    return { cookie, res };
  }

  it('takes exactly one of Australian Citizen, Permanent Resident, New Zealand Citizen and Visa Citizen', async () => {
    const none = await create('rtw-none@example.com', NONE);
    expect(none.res.statusCode).toBe(400);
    expect(none.res.json().fields).toEqual({ tagAustralianCitizen: RIGHT_TO_WORK_ONE });
    const two = await create('rtw-two@example.com', {
      ...NONE,
      tagPermanentResident: '1',
      tagNZCitizen: '1',
    });
    expect(two.res.statusCode).toBe(400);
    expect(two.res.json().fields).toEqual({ tagAustralianCitizen: RIGHT_TO_WORK_ONE });

    for (const [tag, email] of [
      ['tagPermanentResident', 'rtw-pr@example.com'],
      ['tagNZCitizen', 'rtw-nz@example.com'],
    ] as const) {
      // A visa number sent along is not kept for someone who is not a visa holder.
      const { res } = await create(email, { ...NONE, [tag]: '1', visaNumber: 'VZ1', visaSubclass: '' });
      expect(res.statusCode, tag).toBe(201);
      expect(res.json()).toMatchObject({
        [tag]: true,
        tagVisaCitizen: false,
        visaNumber: '',
        visaExpiry: '',
        visaSubclass: '',
        visaConditions: '',
      });
    }
  });

  it('asks a visa holder for the subclass beside number and expiry, keeps any work conditions, and keeps the number encrypted', async () => {
    const missing = await create('visa-missing@example.com', { visaSubclass: '' });
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json().fields).toEqual({ visaSubclass: VISA_SUBCLASS_REQUIRED });
    const wrong = await create('visa-wrong@example.com', { visaSubclass: 'TSS' });
    expect(wrong.res.json().fields).toEqual({ visaSubclass: VISA_SUBCLASS_INVALID });

    const { res } = await create('visa-ok@example.com', { visaSubclass: '482', visaConditions: '8107' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      tagVisaCitizen: true,
      visaNumber: 'VZ7788123',
      visaExpiry: '2028-01-31',
      visaSubclass: '482',
      visaConditions: '8107',
    });
    const [row] = await t.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, 'visa-ok@example.com'));
    expect(row!.visaNumber).not.toContain('VZ7788123');
    expect([row!.visaSubclass, row!.visaConditions]).toEqual(['482', '8107']);
  });

  it('flags a visa holder on the retention list and in the export until a VEVO check is recorded, audited with the person acting', async () => {
    const visa = await createCompleteApplication(t.deps, {
      member: {
        email: 'vevo-visa@example.com',
        fullName: 'Vi Visa',
        tagVisaCitizen: true,
        visaSubclass: '482',
      },
    });
    await createCompleteApplication(t.deps, {
      member: { email: 'vevo-pr@example.com', fullName: 'Pat Resident', tagPermanentResident: true },
    });
    let staff = admin;
    const listed = async (search: string) => {
      const res = await get(staff, `/api/admin/team-members?search=${search}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().members[0];
    };
    expect(await listed('vevo-visa')).toMatchObject({
      isVisaHolder: true,
      needsVevoCheck: true,
      vevoCheck: null,
    });
    expect(await listed('vevo-pr')).toMatchObject({
      isVisaHolder: false,
      needsVevoCheck: false,
      vevoCheck: null,
    });
    let excel = await excelRows();
    expect(excel.get('vevo-visa@example.com')!('VEVO Check Needed')).toBe('Yes');
    expect(excel.get('vevo-pr@example.com')!('VEVO Check Needed')).toBe('No');
    expect(excel.get('vevo-pr@example.com')!(PERSONAL_STATUS_TAG_LABELS.tagPermanentResident)).toBe('Yes');
    expect(excel.get('vevo-pr@example.com')!(PERSONAL_STATUS_TAG_LABELS.tagNZCitizen)).toBe('No');
    expect(excel.get('vevo-visa@example.com')!('Visa Subclass')).toBe('482');

    // Every field is required; an unknown member is 404.
    const empty = await post(admin, `/api/admin/vevo-check/${visa.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      checkedOn: VEVO_MESSAGES.checkedOn,
      result: VEVO_MESSAGES.result,
      reference: VEVO_MESSAGES.reference,
      officer: VEVO_MESSAGES.officer,
    });
    const check = {
      checkedOn: '2026-11-24',
      result: 'work-rights-with-conditions',
      reference: 'VEVO-88123',
      officer: 'Jo Officer',
    };
    const unknown = await post(admin, '/api/admin/vevo-check/00000000-0000-4000-8000-000000000000', check);
    expect(unknown.statusCode).toBe(404);

    // Payroll may not record one; HR may.
    const owner = await addAndEnrol(t, admin, {
      name: 'Olive Owner',
      email: 'olive-fw@example.com',
      role: 'owner',
    });
    const ownerCookie = await recoverySignIn(t, owner);
    // The bootstrap PIN's session ends once an owner account exists: the owner reads on.
    staff = ownerCookie;
    const hr = await recoverySignIn(
      t,
      await addAndEnrol(t, ownerCookie, { name: 'Hana HR', email: 'hana-fw@example.com', role: 'hr' }),
    );
    const payroll = await recoverySignIn(
      t,
      await addAndEnrol(t, ownerCookie, {
        name: 'Paul Payroll',
        email: 'paul-fw@example.com',
        role: 'payroll',
      }),
    );
    expect((await post(payroll, `/api/admin/vevo-check/${visa.id}`, check)).statusCode).toBe(403);
    const recorded = await post(hr, `/api/admin/vevo-check/${visa.id}`, check);
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({
      needsVevoCheck: false,
      vevoCheck: {
        checkedOn: '2026-11-24',
        result: 'work-rights-with-conditions',
        reference: 'VEVO-88123',
        officer: 'Jo Officer',
        recordedBy: 'Hana HR <hana-fw@example.com> (Jo Officer)',
      },
    });
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.vevo_check'), eq(auditLog.target, visa.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor: 'Hana HR <hana-fw@example.com> (Jo Officer)',
      details: expect.objectContaining({
        result: 'work-rights-with-conditions',
        reference: 'VEVO-88123',
        role: 'hr',
      }),
    });

    expect(await listed('vevo-visa')).toMatchObject({ needsVevoCheck: false });
    excel = await excelRows(ownerCookie);
    const row = excel.get('vevo-visa@example.com')!;
    expect(row('VEVO Check Needed')).toBe('No');
    expect(row('VEVO Checked On')).toEqual(new Date(Date.UTC(2026, 10, 24)));
    expect(row('VEVO Result')).toBe(VEVO_RESULT_LABELS['work-rights-with-conditions']);
    expect([row('VEVO Reference'), row('VEVO Officer')]).toEqual(['VEVO-88123', 'Jo Officer']);

    // A later check replaces it; the audit log keeps both.
    const again = await post(hr, `/api/admin/vevo-check/${visa.id}`, {
      ...check,
      result: 'work-rights',
      reference: 'VEVO-9',
    });
    expect(again.json().vevoCheck).toMatchObject({ result: 'work-rights', reference: 'VEVO-9' });
    expect(
      await t.deps.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'retention.vevo_check'), eq(auditLog.target, visa.id))),
    ).toHaveLength(2);
  });
});
