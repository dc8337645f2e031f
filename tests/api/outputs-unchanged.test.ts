import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentNames,
  mailAttachment,
  startSmtpPeer,
  startWebhookReceiver,
} from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// What the outside world receives for one fixed application: the PDFs' text, the Excel row, the
// records JSON, HR's email and HR's detail screen. A refactor of how answers and tasks are
// described (issue 38) must leave each unchanged; a wording changed on purpose is re-recorded with
// `UPDATE_OUTPUT_FIXTURES=1 npx vitest run tests/api/outputs-unchanged.test.ts` and the diff reviewed.

const FIXTURES = path.join(import.meta.dirname, '../fixtures/outputs');
const UPDATE = process.env.UPDATE_OUTPUT_FIXTURES === '1';
const EMAIL = 'golden.hire@example.com';

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const receiver = startWebhookReceiver();

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'onboarding@example.com',
    RECORDS_WEBHOOK_URL: await receiver.listen(),
    RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
  });
  await createRecipient(t.deps, {
    name: 'Site Nurse',
    email: 'nurse@example.com',
    receivesHealthInformation: true,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

/** Every answer filled in, secrets and health information included, so every row is printed. */
async function goldenApplication() {
  return createCompleteApplication(t.deps, {
    member: {
      email: EMAIL,
      fullName: 'Minh Tran',
      mobile: '0412345678',
      gender: 'Female',
      dateOfBirth: '1994-02-17',
      emergencyContactName2: 'Lan Tran',
      emergencyContactMobile2: '0411222333',
      emergencyContactRelationship2: 'Sister',
      tagAboriginal: true,
      tagSingleParent: true,
      tagDisabled: true,
      tagVisaCitizen: true,
      visaNumber: 'VN1234567',
      visaExpiry: '2031-03-31',
      visaSubclass: '482',
      visaConditions: '8107',
      visaPassportNumber: 'PA7654321',
      visaPassportCountry: 'VN',
      vevoConsent: true,
      notes: 'Available from 6 am.',
    },
    // The spec's fixed cards as migration 0028 made them rows (decision 094): the union card is
    // left out of every output but HR's detail.
    licences: [
      { kind: 'RED_CARD', number: 'RC-1001' },
      { kind: 'WHITE_CARD', number: 'WC-2002' },
      { kind: 'INCOLINK', number: 'IN-3003' },
      { kind: 'CBUS', number: 'CB-4004' },
      { kind: 'UNION', number: 'UN-5005' },
      { kind: 'TRAFFIC_CONTROLLER', number: 'TC-6006', issuer: 'NSW', expiryDate: '2028-09-30' },
      { kind: 'LF', number: 'LF-7007', expiryDate: '2028-01-15' },
      { kind: 'WP', number: 'WP-8008', expiryDate: '2028-06-30' },
    ],
    tax: {
      title: 'Ms',
      familyName: 'Tran',
      givenNames: 'Minh',
      previousFamilyName: 'Nguyen',
      basisOfPayment: 'casual',
      australianResident: 'working-holiday',
      homeCountry: 'Vietnam',
      claimTaxFreeThreshold: 'no',
      hasHELPDebt: 'yes',
    },
    superfund: {
      fundChoice: 'other',
      fundName: 'AustralianSuper',
      fundAddress: 'GPO Box 1901, Melbourne VIC 3001',
      memberNumber: '998877',
      accountName: 'Minh Tran',
      fundABN: '65714394898',
      fundUSI: 'STA0100AU',
      fundPhoneNumber: '1300300273',
    },
    medicalAnswers: {
      medicalConditions: 'Childhood asthma',
      medications: 'Ventolin inhaler',
      allergies: 'Peanuts',
      answers: [
        {
          questionId: 'conditions',
          question: 'Do you have any medical conditions?',
          answer: 'Childhood asthma',
        },
        { questionId: 'medications', question: 'Do you take any medications?', answer: 'Ventolin inhaler' },
        { questionId: 'allergies', question: 'Do you have any allergies?', answer: 'Peanuts' },
      ],
    },
  });
}

const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');

/** What differs from run to run (ids, today's date and time) replaced by a placeholder. */
function steady(text: string): string {
  const months =
    'January February March April May June July August September October November December'.split(' ');
  const dates = [
    today.toISOString().slice(0, 10),
    `${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`,
    `${today.getDate()} ${months[today.getMonth()]} ${today.getFullYear()}`,
    `${today.getDate()} ${months[today.getMonth()]!.slice(0, 3)} ${today.getFullYear()}`,
  ];
  let out = text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g, (iso) =>
      iso.startsWith('2025-07-21T01:02:03') ? iso : '<timestamp>',
    );
  // Today's date also shows in the employer's time zone, which may be tomorrow or yesterday in UTC.
  for (const offset of [-1, 1]) {
    const d = new Date(today.getTime() + offset * 86_400_000);
    dates.push(
      `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
      `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}`,
      d.toISOString().slice(0, 10),
    );
  }
  for (const date of dates) out = out.split(date).join('<today>');
  return out
    .replace(/<today>,? (at )?\d{1,2}:\d{2}(:\d{2})?( ?[ap]m)?( AEST| AEDT)?/gi, '<today> <time>')
    .replace(/(\d{1,2}:\d{2}(:\d{2})? ?[ap]m) AE[SD]T/gi, '$1 <zone>');
}

async function pdfText(pdf: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  return text.map((page) => steady(page.replace(/[ \t]+/g, ' ')));
}

/** Compares with the recorded fixture, or records it when asked. */
function same(name: string, actual: unknown) {
  const file = path.join(FIXTURES, `${name}.json`);
  const json = `${JSON.stringify(actual, null, 2)}\n`;
  if (UPDATE || !existsSync(file)) {
    mkdirSync(FIXTURES, { recursive: true });
    writeFileSync(file, json);
    if (!UPDATE)
      throw new Error(`${name}: no fixture was recorded; one was written now, review and commit it`);
    return;
  }
  expect(JSON.parse(json)).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

describe('for a fixed application, what HR and the records system receive is unchanged', () => {
  let mail: { raw: string } | undefined;
  let submissionId = '';

  beforeAll(async () => {
    const member = await goldenApplication();
    const cookie = await employeeCookie(t.app, member.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${encodeURIComponent(EMAIL)}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    submissionId = res.json<{ submissionId: string }>().submissionId;
    await smtp.until(() => smtp.received.some((m) => m.to.includes('nurse@example.com')));
    mail = smtp.received.find((m) => m.to.includes('nurse@example.com'));
    await receiver.until(() =>
      [submissionId, `${submissionId}.sensitive`].every((key) =>
        receiver.deliveries.some((d) => d.key === key),
      ),
    );
  });

  it('the PDFs attached to HR’s email read the same', async () => {
    const raw = mail!.raw;
    const pdfs: Record<string, string[]> = {};
    for (const name of attachmentNames(raw).sort())
      pdfs[steady(name)] = await pdfText(mailAttachment(raw, name)!);
    expect(Object.keys(pdfs).length).toBeGreaterThan(1);
    same('application-pdfs', pdfs);
  });

  it('the records system receives the same JSON', () => {
    const delivery = receiver.deliveries.find((d) => d.key === submissionId)!;
    same('records-json', JSON.parse(steady(delivery.body)));
  });

  it('the records system receives the same sensitive information apart (issue 42 item 3)', () => {
    const delivery = receiver.deliveries.find((d) => d.key === `${submissionId}.sensitive`)!;
    same('sensitive-records-json', JSON.parse(steady(delivery.body)));
  });

  it('the Excel export has the same row', async () => {
    const admin = await adminCookie(t.app);
    const res = await t.app.inject({ url: '/api/admin/download-excel', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers: string[] = [];
    sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => (headers[col] = String(cell.value)));
    const cells: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const record: Record<string, unknown> = {};
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        const { value } = cell;
        record[headers[col] ?? `column ${col}`] =
          value instanceof Date
            ? Math.abs(value.getTime() - today.getTime()) < 3 * 86_400_000
              ? '<now>'
              : value.toISOString().slice(0, 10)
            : typeof value === 'string'
              ? steady(value)
              : value;
      });
      cells.push(record);
    });
    const golden = cells.filter((r) => Object.values(r).includes(EMAIL));
    expect(golden).toHaveLength(1);
    same('excel-row', { headers: headers.filter(Boolean), row: golden[0] });
  });

  it('HR’s detail screen shows the same rows', async () => {
    const admin = await adminCookie(t.app);
    const list = await t.app.inject({ url: '/api/admin/applications', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const id = (JSON.stringify(list.json()).match(
      new RegExp(`"id":"([0-9a-f-]{36})"[^{}]*"email":"${EMAIL.replace('.', '\\.')}"`),
    ) ??
      JSON.stringify(list.json()).match(
        new RegExp(`"email":"${EMAIL.replace('.', '\\.')}"[^{}]*"id":"([0-9a-f-]{36})"`),
      ))?.[1];
    expect(id).toBeDefined();
    const detail = await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie: admin } });
    expect(detail.statusCode).toBe(200);
    same('hr-detail', JSON.parse(steady(detail.body)));
  });

  it('HR’s email reads the same', () => {
    const raw = mail!.raw;
    const at = raw.search(/content-type:\s*text\/plain/i);
    const start = raw.indexOf('\r\n\r\n', at) + 4;
    const body = raw.slice(start, raw.indexOf('\r\n--', start));
    const subject = /^subject: (.*)$/im.exec(raw)?.[1] ?? '';
    same('hr-email', { subject: steady(subject), body: steady(body.replace(/=\r\n/g, '')).split('\r\n') });
  });
});
