import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionMember } from '../../src/shared/answers/retention';
import { DEFAULT_TIME_ZONE } from '../../src/shared/date-time-format';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { dateTimeSerial } from '../../src/server/services/excel/excel-dates';
import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import { MEDICAL_ANSWERS_ELSEWHERE } from '../../src/server/services/pdf/task-sections';
import {
  attachmentNames,
  mailPlainText as plainText,
  mailAttachment,
  startSmtpPeer,
  startWebhookReceiver,
} from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { memberFields, multipart } from '../fixtures/member-form';
import { WHITE_CARD } from '../fixtures/sighted-tickets';
import { createCompleteApplication } from '../fixtures/task-factories';
import { dateTask } from '../fixtures/task-state';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  type TestApp,
  TEST_OWNER_ACTOR,
} from '../fixtures/test-app';

// Issue 22 §4, 'What HR receives': who gets health information, the email as a to-do list, what
// a resubmission does to the retention status, and one set of formats in the PDF and Excel.

let t: TestApp;
let admin: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const receiver = startWebhookReceiver();

const NURSE = 'nurse@example.com';
const PAYROLL = 'payroll@example.com';

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'onboarding@example.com',
    RECORDS_WEBHOOK_URL: await receiver.listen(),
    RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
  });
  admin = await adminCookie(t.app);
  await createRecipient(t.deps, { name: 'Site Nurse', email: NURSE, receivesHealthInformation: true });
  await createRecipient(t.deps, { name: 'Payroll', email: PAYROLL });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

/** Health information as the hire declared it: each question with its answer. */
const MEDICAL = {
  medicalConditions: 'Childhood asthma',
  medications: 'Ventolin inhaler',
  allergies: 'Peanuts',
  answers: [
    { questionId: 'conditions', question: 'Do you have any medical conditions?', answer: 'Childhood asthma' },
    { questionId: 'medications', question: 'Do you take any medications?', answer: 'Ventolin inhaler' },
    { questionId: 'allergies', question: 'Do you have any allergies?', answer: 'Peanuts' },
  ],
};
const HEALTH_WORDS = ['Childhood asthma', 'Ventolin inhaler', 'Peanuts'];

const submit = (cookie: string, email: string, isResubmission = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { isResubmission },
  });

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The one message to `to` about `email`'s submission number `n` (1-based), once it has arrived. */
async function hrMail(to: string, email: string, n = 1) {
  const about = (m: { to: string[]; raw: string }) =>
    m.to.includes(to) && plainText(m.raw).includes(`(${email})`);
  await smtp.until(() => smtp.received.filter(about).length >= n);
  const mail = smtp.received.filter(about)[n - 1]!;
  const names = attachmentNames(mail.raw);
  const pdfs = new Map<string, string>();
  for (const name of names) pdfs.set(name, await pdfText(mailAttachment(mail.raw, name)!));
  return { text: plainText(mail.raw), names, pdfs };
}

async function newHire(overrides: Parameters<typeof createCompleteApplication>[1] = {}) {
  const member = await createCompleteApplication(t.deps, { medicalAnswers: MEDICAL, ...overrides });
  return { member, cookie: await employeeCookie(t.app, member.email) };
}

async function excelRow(email: string): Promise<(header: string) => unknown> {
  const res = await t.app.inject({ url: '/api/admin/download-excel', headers: { cookie: admin } });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const headers = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => headers.set(String(cell.value), col));
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row, n) => {
    if (n > 1 && row.getCell(headers.get('Email')!).value === email) found = row;
  });
  expect(found, `an Excel row for ${email}`).toBeDefined();
  return (header: string) => found!.getCell(headers.get(header)!).value ?? '';
}

const retentionRow = async (email: string) =>
  (
    (await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } })).json()
      .members as RetentionMember[]
  ).find((m) => m.email === email);

describe('health information only to those who need it', () => {
  it('sends the medical declaration to the recipient who receives health information, and to the other neither its PDF nor its answers', async () => {
    const { member, cookie } = await newHire();
    expect((await submit(cookie, member.email)).statusCode).toBe(200);

    const nurse = await hrMail(NURSE, member.email);
    const payroll = await hrMail(PAYROLL, member.email);

    expect(nurse.names.some((n) => n.startsWith('medical-declaration-'))).toBe(true);
    const medicalPdf = nurse.pdfs.get(nurse.names.find((n) => n.startsWith('medical-declaration-'))!)!;
    for (const answer of MEDICAL.answers) expect(medicalPdf).toContain(answer.question);
    for (const word of HEALTH_WORDS) expect(medicalPdf).toContain(word);

    expect(payroll.names.some((n) => n.startsWith('medical-declaration-'))).toBe(false);
    expect(payroll.names.some((n) => n.startsWith('application-'))).toBe(true);
    expect(payroll.names.some((n) => n.startsWith('confidentiality-agreement-'))).toBe(true);
    const payrollApplication = payroll.pdfs.get(payroll.names.find((n) => n.startsWith('application-'))!)!;
    expect(payrollApplication).toContain('Medical Declaration');
    expect(payrollApplication).toContain(MEDICAL_ANSWERS_ELSEWHERE);
    for (const word of HEALTH_WORDS) {
      expect(payrollApplication).not.toContain(word);
      expect(payroll.text).not.toContain(word);
    }
    expect(payroll.text).toContain('it goes only to the recipients who receive health information');

    // No broken line in any PDF either recipient got.
    for (const text of [...nurse.pdfs.values(), ...payroll.pdfs.values()]) {
      expect(text).not.toContain('[object Object]');
      expect(text).not.toMatch(/\bundefined\b/);
    }
  });

  it('lets the admin set receivesHealthInformation (off by default) and audits who was given it', async () => {
    const url = '/api/admin/notifications';
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin },
      payload: { name: 'Safety Officer', email: 'safety@example.com' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().receivesHealthInformation).toBe(false);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${added.json().id}`,
      headers: { cookie: admin },
      payload: { receivesHealthInformation: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ receivesHealthInformation: true, active: true });
    const listed = (await t.app.inject({ url, headers: { cookie: admin } })).json();
    expect(listed.recipients.find((r: { email: string }) => r.email === 'safety@example.com')).toMatchObject({
      receivesHealthInformation: true,
    });
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, added.json().id));
    expect(audit).toMatchObject([
      {
        action: 'recipient.add',
        actor: TEST_OWNER_ACTOR,
        details: { active: true, receivesHealthInformation: false },
      },
      {
        action: 'recipient.update',
        actor: TEST_OWNER_ACTOR,
        details: { fields: ['receivesHealthInformation'], receivesHealthInformation: true },
      },
    ]);
    await t.app.inject({ method: 'DELETE', url: `${url}/${added.json().id}`, headers: { cookie: admin } });
  });
});

describe('the HR email is a to-do list', () => {
  it('names the hire, position, location and start date, then what HR or payroll must act on', async () => {
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { member, cookie } = await newHire({
      member: {
        fullName: 'Ana Lima',
        position: 'Formworker',
        location: 'Parramatta site',
        plannedStartDate: '2026-12-07',
      },
      licences: [
        { kind: 'LF', number: 'LF-0099', expiryDate: soon },
        { kind: 'WP', number: 'EWP-1', expiryDate: '2099-01-01' },
      ],
      tax: {
        taxFileNumber: '',
        tfnExemption: 'applied',
        basisOfPayment: 'casual',
        taxDeclarationDate: '2026-11-20',
      },
      superfund: { fundChoice: 'stapled', cbusMemberNumber: '' },
    });
    expect((await submit(cookie, member.email)).statusCode).toBe(200);
    const { text } = await hrMail(PAYROLL, member.email);
    const lines = text.split('\n');
    const [y, m, d] = soon.split('-');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name: Ana Lima',
        'Position: Formworker',
        'Location: Parramatta site',
        'Start date: 07/12/2026',
        'To do',
        '- TFN applied for: ask for the tax file number; it is due within 28 days (by 18/12/2026). Without it by then, payroll must withhold tax at the top rate.',
        '- Stapled fund: request the stapled super fund from the ATO before the first super payment.',
        `- Licence expiring: the Forklift truck (LF) expires on ${d}/${m}/${y}, within 90 days.`,
        '- Casual employee: give them the Casual Employment Information Statement (Fair Work Act s125A).',
      ]),
    );
    expect(text).not.toContain('elevating work platform (WP) expires');
    expect(text).not.toContain('What changed');
    // In the order: who, then the to-do list.
    expect(text.indexOf('Start date:')).toBeLessThan(text.indexOf('To do'));
  });

  it('flags an SMSF to verify, and says when there is nothing to act on', async () => {
    const smsf = await newHire({
      superfund: {
        fundChoice: 'custom',
        cbusMemberNumber: '',
        fundName: 'Lima Family Super Fund',
        fundABN: '53004085616',
        isSMSF: 'yes',
        smsfFundESA: 'SMSFDataFlow',
      },
    });
    expect((await submit(smsf.cookie, smsf.member.email)).statusCode).toBe(200);
    expect((await hrMail(PAYROLL, smsf.member.email)).text).toContain(
      '- SMSF to verify: check that Lima Family Super Fund is a complying fund and that its ABN, bank account and electronic service address are right before paying super.',
    );

    // A hire at the seeded Site with the White Card it requires (decision 098): nothing to do.
    const plain = await newHire({ licences: [WHITE_CARD] });
    expect((await submit(plain.cookie, plain.member.email)).statusCode).toBe(200);
    const { text } = await hrMail(PAYROLL, plain.member.email);
    expect(text).toContain('To do\n- Nothing to act on.');
  });

  it('flags a visa holder without a VEVO check, and not one whose check staff recorded', async () => {
    const FLAG = '- Visa holder without a VEVO check: check their work rights on VEVO before they start.';
    const visa = { tagAustralianCitizen: false, tagVisaCitizen: true, visaSubclass: '482' };
    const unchecked = await newHire({ member: visa });
    expect((await submit(unchecked.cookie, unchecked.member.email)).statusCode).toBe(200);
    expect((await hrMail(PAYROLL, unchecked.member.email)).text).toContain(FLAG);

    const checked = await newHire({ member: visa });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/vevo-check/${checked.member.id}`,
      headers: { cookie: await adminCookie(t.app) },
      payload: {
        checkedOn: '2026-11-24',
        result: 'work-rights-with-conditions',
        reference: 'VEVO-1',
        officer: 'Jo Officer',
      },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect((await submit(checked.cookie, checked.member.email)).statusCode).toBe(200);
    expect((await hrMail(PAYROLL, checked.member.email)).text).not.toContain('VEVO');
  });

  it('on a resubmission puts What changed first: old and new values in words, TFN and bank numbers masked', async () => {
    const { member, cookie } = await newHire({
      member: { bankAccountNumber: '99995678', bankBSB: '062-000', mobile: '0412345678' },
      tax: { taxFileNumber: '876543210', hasHELPDebt: 'no', basisOfPayment: 'full-time' },
    });
    expect((await submit(cookie, member.email)).statusCode).toBe(200);
    await hrMail(PAYROLL, member.email, 1);
    const later = new Date(Date.now() + 1000);
    await t.deps.database.db
      .update(teamMembers)
      .set({
        bankAccountNumber: t.deps.cipher.encrypt('11112222'),
        bankBSB: t.deps.cipher.encrypt('083-004'),
        mobile: '0499888777',
        updatedAt: later,
      })
      .where(eq(teamMembers.id, member.id));
    await t.deps.database.db
      .update(taxDeclarations)
      .set({
        taxFileNumber: t.deps.cipher.encrypt('123456782'),
        hasHELPDebt: 'yes',
        basisOfPayment: 'part-time',
        updatedAt: later,
      })
      .where(eq(taxDeclarations.memberId, member.id));
    await dateTask(t.deps, member.email, 'personal-information', later);
    await dateTask(t.deps, member.email, 'tax-declaration', later);
    expect((await submit(cookie, member.email, true)).statusCode).toBe(200);

    const { text } = await hrMail(PAYROLL, member.email, 2);
    expect(text.startsWith('What changed since the previous submission\n')).toBe(true);
    const changed = text.slice(0, text.indexOf('\n\n'));
    expect(changed.split('\n')).toEqual(
      expect.arrayContaining([
        '- Personal Information: Mobile number: was 0412 345 678, now 0499 888 777',
        '- Personal Information: BSB: was •••-000, now •••-004',
        '- Personal Information: Bank account number: was ••••5678, now ••••2222',
        '- Tax Declaration Form: Tax file number: was ••• ••• 210, now ••• ••• 782',
        '- Tax Declaration Form: Basis of payment: was Full-time employment, now Part-time employment',
        '- Tax Declaration Form: HELP, VSL, FS, SSL or AASL debt: was No, now Yes',
      ]),
    );
    expect(text).not.toMatch(/99995678|11112222|876543210|123456782|062-000|083-004/);
    expect(text).not.toMatch(/has ?help ?debt|hasHELPDebt|bankAccountNumber|basisOfPayment/i);
    expect(text).toContain('submitted their onboarding application on');
    expect(text).toContain('(a resubmission)');
  });
});

describe('a resubmission is new data HR has not downloaded', () => {
  it("sets the member back to 'Pending Download' and updates 'Last Updated'", async () => {
    const { member, cookie } = await newHire();
    expect((await submit(cookie, member.email)).statusCode).toBe(200);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mark-downloaded/${member.id}`,
      headers: { cookie: admin },
      payload: { officerName: 'Jo Officer' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await retentionRow(member.email))?.status).toBe('Data Downloaded');
    const [first] = await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));

    await t.deps.database.db
      .update(taxDeclarations)
      .set({ previousFamilyName: 'Smith', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(taxDeclarations.memberId, member.id));
    await dateTask(t.deps, member.email, 'tax-declaration', new Date(Date.now() + 1000));
    const res = await submit(cookie, member.email, true);
    expect(res.statusCode).toBe(200);

    const row = await retentionRow(member.email);
    expect(row).toMatchObject({ status: 'Pending Download', dataDownloadedBy: null, dataDownloadedAt: null });
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, res.json().submissionId));
    // 'Last Updated' (the Excel export's column) is the resubmission's moment, as the sheet writes
    // moments: the employer's wall-clock time, to the second.
    const lastUpdated = (await excelRow(member.email))('Last Updated') as Date;
    const shown = (dateTimeSerial(record!.createdAt, DEFAULT_TIME_ZONE)! - 25_569) * 86_400_000;
    expect(Math.round(lastUpdated.getTime() / 1000)).toBe(Math.round(shown / 1000));
    expect(record!.createdAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());
    const audit = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.target, member.id));
    expect(audit.find((a) => a.action === 'retention.download_reset')).toMatchObject({
      actor: 'system',
      details: { reason: 'resubmitted', submissionId: res.json().submissionId },
    });
    // Updating 'Last Updated' does not make the application look changed since it was sent.
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.tasks.find((task: { id: string }) => task.id === 'personal-information').isSubmitted).toBe(
      true,
    );
  });
});

describe('one set of formats in the PDF, the Excel export and the records system', () => {
  it('prints mobile 0412 345 678, ABN 53 004 085 616 and BSB 062-000, and no USI line for an SMSF', async () => {
    const { member, cookie } = await newHire({
      member: { mobile: '+61412345678', bankBSB: '062000' },
      superfund: {
        fundChoice: 'custom',
        cbusMemberNumber: '',
        fundName: 'Lima Family Super Fund',
        fundABN: '53004085616',
        isSMSF: 'yes',
        smsfBSB: t.deps.cipher.encrypt('062000'),
        smsfAccountNumber: t.deps.cipher.encrypt('11223344'),
        smsfFundESA: 'SMSFDataFlow',
      },
    });
    const res = await submit(cookie, member.email);
    expect(res.statusCode).toBe(200);
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, res.json().submissionId));
    const pdf = await pdfText(t.deps.cipher.openBytes((await drawnPdf(t.deps, record!.pdfFileId!))!.bytes));
    expect(pdf).toContain('Mobile 0412 345 678');
    expect(pdf).toContain('Fund ABN 53 004 085 616');
    expect(pdf).toContain('BSB •••-000');
    expect(pdf).toContain('SMSF BSB •••-000');
    expect(pdf).not.toContain('USI');

    const cell = await excelRow(member.email);
    expect(cell('Mobile')).toBe('0412 345 678');
    expect(cell('BSB')).toBe('062-000');
    expect(cell('SMSF BSB')).toBe('062-000');
    expect(cell('Super Fund ABN')).toBe('53 004 085 616');
    expect(cell('Super Fund USI')).toBe('');
  });

  it("keeps the confirmation's initial evidence: the records delivery has its signedAt and the PDF prints it", async () => {
    const { member, cookie } = await newHire({
      member: { signedAt: null, signedIp: null, signedUserAgent: null },
    });
    const [row] = await t.deps.database.db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
    const put = multipart({
      ...memberFields(member.email),
      profilePhotoPath: `/api/files/${row!.profilePhotoFileId}`,
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${member.id}`,
      payload: put.payload,
      headers: { ...put.headers, cookie, 'user-agent': 'Confirmation Browser/1.0' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await submit(cookie, member.email);
    expect(res.statusCode).toBe(200);
    const { submissionId } = res.json();

    await receiver.until(() => receiver.deliveries.some((d) => d.key === submissionId && d.status === 200));
    const body = JSON.parse(receiver.deliveries.find((d) => d.key === submissionId)!.body);
    const evidence = body.application.personalEvidence;
    expect(Date.parse(evidence.signedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(evidence.signedUserAgent).toBe('Confirmation Browser/1.0');
    expect(evidence.signedIp).toBeTruthy();

    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, submissionId));
    const pdf = await pdfText(t.deps.cipher.openBytes((await drawnPdf(t.deps, record!.pdfFileId!))!.bytes));
    const initial = pdf.slice(pdf.indexOf('Initial of the new hire'));
    expect(initial).toMatch(/^Initial of the new hire .*Signed \d{2}\/\d{2}\/\d{4}/);
    expect(initial).toContain('Browser Confirmation Browser/1.0');
    expect(initial).toContain(`IP address ${evidence.signedIp}`);
  });
});
