import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDICAL_ANSWERS_NOT_SHOWN } from '../../src/server/services/applications/application-detail';
import type {
  AnswerRow,
  ApplicationDetail,
  ApplicationsPage,
  ApplicationTask,
} from '../../src/shared/answers/applications';
import type { TaskId } from '../../src/shared/tasks';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 22 §4 (decision 033): HR's application detail reads every number as the application PDF
// prints it (one set of formats), and shows the medical answers only to the roles that need them.

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
let hire: string;
let id: string;
const email = 'vera.visa@example.com';

beforeAll(async () => {
  t = await createTestApp({ EMPLOYER_ABN: '53 004 085 616' });
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

  // A working holiday maker on a visa, with two emergency contacts (one abroad), a licence, and
  // her own self-managed super fund: every format the issue names has a value to show.
  const { cipher } = t.deps;
  await createCompleteApplication(t.deps, {
    member: {
      email,
      fullName: 'Vera Visa',
      mobile: '0412345678',
      emergencyContactName1: 'Sam Visa',
      emergencyContactRelationship1: 'Brother',
      emergencyContactMobile1: '+61297261234',
      emergencyContactName2: 'Lan Visa',
      emergencyContactRelationship2: 'Mother',
      emergencyContactMobile2: '+84912345678',
      tagAustralianCitizen: false,
      tagVisaCitizen: true,
      visaNumber: 'PA1234567',
      visaExpiry: '2027-06-30',
      visaSubclass: '417',
      visaConditions: '8547',
      bankBSB: '062000',
      notes: 'Please call after 3 pm.\nMy white card is being reissued.',
    },
    licences: [
      { kind: 'WHITE_CARD', number: 'WC-12345' },
      { kind: 'LF', number: 'LF-778', expiryDate: '2027-03-01' },
    ],
    tax: { australianResident: 'working-holiday-maker', homeCountry: 'IE' },
    superfund: {
      fundChoice: 'custom',
      cbusMemberNumber: '',
      fundName: 'Visa Family Super Fund',
      fundAddress: '1 Fund Street, Sydney NSW 2000',
      fundABN: '53004085616',
      fundPhoneNumber: '0297261234',
      memberNumber: 'M-1',
      accountName: 'Vera Visa',
      isSMSF: 'yes',
      smsfBSB: cipher.encrypt('062000'),
      smsfAccountNumber: cipher.encrypt('11223344'),
      smsfFundESA: 'SMSFDataFlow',
    },
    withTaskPdfs: true,
  });
  // A self-started application is listed once the hire has proven the email.
  hire = await employeeCookie(t.app, email);
  const list = await t.app.inject({
    url: `/api/admin/applications?search=${encodeURIComponent(email)}`,
    headers: { cookie: hr },
  });
  id = list.json<ApplicationsPage>().applications.find((a) => a.email === email)!.id;
});
afterAll(() => t.close());

async function detailAs(cookie: string): Promise<ApplicationDetail> {
  const res = await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationDetail>();
}

const task = (detail: ApplicationDetail, taskId: TaskId): ApplicationTask =>
  detail.tasks.find((x) => x.id === taskId)!;

/** The rows of one section of a task, as label → value. */
function section(detail: ApplicationDetail, taskId: TaskId, heading: string): Map<string, string> {
  const found = task(detail, taskId).sections.find((s) => s.heading === heading);
  if (!found) throw new Error(`no section ${heading} in ${taskId}`);
  return new Map(found.rows.map((r) => [r.label, r.value]));
}

describe("HR's application detail uses the PDF's formats", () => {
  it('shows the mobile, phone numbers, ABNs, BSB masks, visa and passport country as the PDF prints them', async () => {
    const detail = await detailAs(hr);

    expect(section(detail, 'personal-information', 'Personal Details').get('Mobile')).toBe('0412 345 678');
    expect([...section(detail, 'personal-information', 'Emergency Contacts')]).toEqual([
      ['Primary contact', 'Sam Visa (Brother), (02) 9726 1234'],
      ['Contact 2', 'Lan Visa (Mother), +84 912 345 678'],
    ]);

    const status = section(detail, 'personal-information', 'Personal Status');
    expect(status.get('Visa number')).toBe('••••567');
    expect(status.get('Visa expiry')).toBe('30/06/2027');
    expect(status.get('Visa Subclass')).toBe('417');
    expect(status.get('Visa Work Conditions')).toBe('8547');
    expect(section(detail, 'personal-information', 'Cards and Licences').get('Forklift truck (LF)')).toBe(
      'LF-778 (expires 01/03/2027)',
    );
    expect(section(detail, 'personal-information', 'Bank Details').get('BSB')).toBe('•••-000');
    // The confirmation step's notes, which the PDF prints under 'Notes' (nothing collected is dropped).
    expect(section(detail, 'personal-information', 'Notes').get('Notes')).toBe(
      'Please call after 3 pm.\nMy white card is being reissued.',
    );

    const tax = section(detail, 'tax-declaration', 'Tax File Number Declaration');
    expect(tax.get('Payer')).toBe('Test Builders Pty Ltd (ABN 53 004 085 616)');
    expect(tax.get('Country of passport')).toBe('Ireland');

    const fund = section(detail, 'superfund-choice', 'Choice of Superannuation Fund');
    expect(fund.get('Payer')).toBe('Test Builders Pty Ltd (ABN 53 004 085 616)');
    expect(fund.get('Fund ABN')).toBe('53 004 085 616');
    expect(fund.has('Fund USI')).toBe(false);
    expect(fund.get('SMSF BSB')).toBe('•••-000');
    expect(fund.get('SMSF account number')).toBe('••••3344');

    // The masked numbers payroll and owners may reveal are still marked for the reveal route.
    const revealable = (rows: AnswerRow[]) => rows.filter((r) => r.reveal).map((r) => [r.label, r.reveal]);
    expect(revealable(task(detail, 'personal-information').sections.flatMap((s) => s.rows))).toEqual([
      ['BSB', 'bankBSB'],
      ['Account number', 'bankAccountNumber'],
    ]);
    expect(revealable(task(detail, 'tax-declaration').sections[0]!.rows)).toEqual([
      ['Tax file number', 'taxFileNumber'],
    ]);
  });

  it("reads, row for row, as the submitted application PDF's personal, tax and super sections", async () => {
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${encodeURIComponent(email)}`,
      headers: { cookie: hire },
      payload: { isResubmission: false },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const detail = await detailAs(hr);
    const link = detail.pdfs.find((p) => p.title === 'Application')!;
    const file = await t.app.inject({ url: link.url, headers: { cookie: hr } });
    expect(file.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), {
      mergePages: true,
    });
    const pdf = text.replace(/\s+/g, ' ');

    const compared: TaskId[] = ['personal-information', 'tax-declaration', 'superfund-choice'];
    const shown = compared.flatMap((taskId) =>
      task(detail, taskId).sections.flatMap((s) => s.rows.map((r) => `${r.label} ${r.value}`)),
    );
    expect(shown.length).toBeGreaterThan(40);
    expect(shown.filter((line) => !pdf.includes(line.replace(/\s+/g, ' ')))).toEqual([]);
  });
});

describe('health information only to those who need it', () => {
  const medicalRows = (detail: ApplicationDetail) =>
    task(detail, 'medical-declaration').sections.flatMap((s) => s.rows);

  it.each([
    ['an owner', () => owner],
    ['HR', () => hr],
  ])('%s reads the medical answers and gets the medical declaration PDF', async (_, cookie) => {
    const detail = await detailAs(cookie());
    expect(medicalRows(detail)).toContainEqual({ label: 'Allergies', value: 'Peanuts' });
    const pdf = detail.pdfs.find((p) => p.title === 'Medical Declaration');
    expect(pdf).toBeDefined();
    expect((await t.app.inject({ url: pdf!.url, headers: { cookie: cookie() } })).statusCode).toBe(200);
  });

  it('payroll reads that the declaration was made, not its answers, and cannot fetch the medical PDF', async () => {
    const medicalPdfUrl = (await detailAs(hr)).pdfs.find((p) => p.title === 'Medical Declaration')!.url;

    const detail = await detailAs(payroll);
    expect(task(detail, 'medical-declaration').status).toBe('done');
    expect(medicalRows(detail)).toEqual([
      { label: 'Declaration date', value: '21/07/2025' },
      { label: 'Answers', value: MEDICAL_ANSWERS_NOT_SHOWN },
    ]);
    expect(JSON.stringify(detail)).not.toContain('Peanuts');
    expect(detail.pdfs.map((p) => p.title)).not.toContain('Medical Declaration');
    expect(detail.pdfs.map((p) => p.title)).toContain('Confidentiality Agreement');

    const refused = await t.app.inject({ url: medicalPdfUrl, headers: { cookie: payroll } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).not.toContain('pdf');
  });
});
