import path from 'node:path';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import type { EmployerSettingsAnswer } from '../../src/shared/answers/employer-settings';
import { UNION_CARD_NOT_ASKED } from '../../src/shared/licence-kinds';
import type { ConfigAnswer } from '../../src/shared/schemas/answers';
import {
  attachmentNames,
  mailAttachment,
  startSmtpPeer,
  startWebhookReceiver,
} from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 42 item 3: health, racial or ethnic origin and union membership (Privacy Act 1988 s 6)
// reach only the recipients and staff shown health information. A recipient without it gets an
// application PDF without them, payroll an Excel without them, and the records system receives
// them in a delivery of their own, apart from the employment record.

const EMAIL = 'sam.sensitive@example.com';
const NURSE = 'nurse@example.com';
const PAYROLL_INBOX = 'payroll-inbox@example.com';
/** The answers' own words in every output: none may reach a reader not shown them. */
const SENSITIVE_WORDS = ['Aboriginal', 'Disabled', 'Union Card', 'UN-5005', 'asthma', 'Ventolin', 'Peanuts'];

let t: TestApp;
let owner: string;
let payroll: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const receiver = startWebhookReceiver();
let submissionId = '';

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'onboarding@example.com',
    RECORDS_WEBHOOK_URL: await receiver.listen(),
    RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
  });
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
  await createRecipient(t.deps, { name: 'Site Nurse', email: NURSE, receivesHealthInformation: true });
  await createRecipient(t.deps, {
    name: 'Payroll Inbox',
    email: PAYROLL_INBOX,
    receivesHealthInformation: false,
  });
  await createCompleteApplication(t.deps, {
    member: {
      email: EMAIL,
      fullName: 'Sam Sensitive',
      tagAboriginal: true,
      tagSingleParent: true,
      tagDisabled: true,
    },
    licences: [
      { kind: 'WHITE_CARD', number: 'WC-2002' },
      { kind: 'UNION', number: 'UN-5005' },
    ],
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
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(EMAIL)}`,
    headers: { cookie: await employeeCookie(t.app, EMAIL) },
    payload: { isResubmission: false },
  });
  expect(res.statusCode, res.body).toBe(200);
  submissionId = res.json<{ submissionId: string }>().submissionId;
  await smtp.until(() => [NURSE, PAYROLL_INBOX].every((to) => smtp.received.some((m) => m.to.includes(to))));
  await receiver.until(() => receiver.deliveries.filter((d) => d.key.startsWith(submissionId)).length === 2);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

/** The text of the application PDF attached to the email sent to `to`. */
async function applicationPdfTo(to: string): Promise<string> {
  const raw = smtp.received.find((m) => m.to.includes(to))!.raw;
  const name = attachmentNames(raw).find((n) => n.startsWith('application-'));
  expect(name).toBeDefined();
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(mailAttachment(raw, name!)!)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

/** The export's member sheet as the reader `cookie` downloads it: its headers and the hire's row. */
async function excelAs(cookie: string): Promise<{ headers: string[]; row: string[] }> {
  const res = await t.app.inject({ url: '/api/admin/download-excel', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const texts = (row: ExcelJS.Row) => {
    const out: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => out.push(String(cell.value ?? '')));
    return out;
  };
  const sheet = workbook.worksheets[0]!;
  let row: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1 && texts(r).includes(EMAIL)) row = texts(r);
  });
  const licenceRows: string[] = [];
  workbook.worksheets[1]!.eachRow((r) => licenceRows.push(...texts(r)));
  return { headers: texts(sheet.getRow(1)), row: [...row, ...licenceRows] };
}

const delivery = (key: string) => receiver.deliveries.find((d) => d.key === key)!;

describe('sensitive information reaches only the readers shown it (issue 42 item 3)', () => {
  it('a recipient without health information gets an application PDF without any sensitive answer', async () => {
    const text = await applicationPdfTo(PAYROLL_INBOX);
    expect(text).toContain('Single Parent');
    expect(text).toContain('WC-2002');
    for (const word of SENSITIVE_WORDS) expect(text, word).not.toContain(word);
  });

  it('a recipient who receives health information gets the application PDF as before', async () => {
    const text = await applicationPdfTo(NURSE);
    expect(text).toContain('Aboriginal');
    expect(text).toContain('Disabled');
    expect(text).toContain('Single Parent');
  });

  it("payroll's Excel export has no sensitive column or answer; the owner's has them", async () => {
    const forPayroll = await excelAs(payroll);
    expect(forPayroll.headers).toContain('Single Parent');
    expect(forPayroll.row).toContain(EMAIL);
    for (const word of SENSITIVE_WORDS) {
      expect(forPayroll.headers, word).not.toContain(word);
      expect(forPayroll.row.join(' '), word).not.toContain(word);
    }
    const forOwner = await excelAs(owner);
    expect(forOwner.headers).toEqual(expect.arrayContaining(['Aboriginal', 'Disabled', 'Single Parent']));
    expect(forOwner.headers.length - forPayroll.headers.length).toBe(2);
  });

  it("payroll's application detail leaves out the sensitive personal-status rows", async () => {
    const list = (
      await t.app.inject({ url: '/api/admin/applications', headers: { cookie: payroll } })
    ).json<ApplicationsPage>();
    const id = list.applications.find((a) => a.email === EMAIL)!.id;
    const detailAs = async (cookie: string) =>
      JSON.stringify(
        (
          await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie } })
        ).json<ApplicationDetail>(),
      );
    const forPayroll = await detailAs(payroll);
    expect(forPayroll).toContain('Single Parent');
    for (const word of SENSITIVE_WORDS) expect(forPayroll, word).not.toContain(word);
    expect(await detailAs(owner)).toContain('Aboriginal');
  });

  it('the employment record goes without the medical declaration and the sensitive answers', () => {
    const employment = delivery(submissionId);
    expect(employment.event).toBe('employment-record');
    const body = JSON.parse(employment.body) as {
      type: string;
      application: { personal: Record<string, unknown>; licences: { kind: string }[] };
    };
    expect(body.type).toBe('employment-record');
    expect(body.application).not.toHaveProperty('medicalDeclaration');
    expect(body.application.personal).not.toHaveProperty('tagAboriginal');
    expect(body.application.personal).not.toHaveProperty('tagDisabled');
    expect(body.application.personal.tagSingleParent).toBe(true);
    expect(body.application.licences.map((l) => l.kind)).toEqual(['WHITE_CARD']);
    for (const word of ['asthma', 'Ventolin', 'UN-5005']) expect(employment.body, word).not.toContain(word);
  });

  it('the medical declaration and the sensitive answers go in a delivery of their own', () => {
    const sensitive = delivery(`${submissionId}.sensitive`);
    expect(sensitive.event).toBe('sensitive-information');
    const body = JSON.parse(sensitive.body) as {
      type: string;
      submissionId: string;
      email: string;
      personal: Record<string, unknown>;
      medicalDeclaration: { medicalDeclarationDate: string; answers: unknown } | null;
      licences: { kind: string; number: string }[];
    };
    expect(body).toMatchObject({
      type: 'sensitive-information',
      submissionId,
      email: EMAIL,
      personal: { tagAboriginal: true, tagDisabled: true },
    });
    expect(Object.keys(body.personal).sort()).toEqual(['tagAboriginal', 'tagDisabled']);
    expect(body.medicalDeclaration?.medicalDeclarationDate).toBeTruthy();
    expect(JSON.stringify(body.medicalDeclaration?.answers)).toContain('Childhood asthma');
    expect(body.licences.map((l) => [l.kind, l.number])).toEqual([['UNION', 'UN-5005']]);
    expect(sensitive.body).not.toContain('WC-2002');
  });
});

describe('union membership is asked only when the employer turns it on (issue 42 item 3)', () => {
  const HIRE = 'uma.union@example.com';
  const putList = (cookie: string, list: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/licences',
      headers: { cookie },
      payload: { licences: list },
    });
  const config = async () => (await t.app.inject('/api/config')).json<ConfigAnswer>();
  const union = { kind: 'UNION', number: 'CFMEU-55', issuer: 'CFMEU' };
  const whiteCard = { kind: 'WHITE_CARD', number: 'WC-1' };
  const setting = async (askUnionMembership: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: owner },
      payload: { ...SETTINGS, askUnionMembership },
    });
  let hire = '';

  beforeAll(async () => {
    await createCompleteApplication(t.deps, { member: { email: HIRE, fullName: 'Uma Union' } });
    hire = await employeeCookie(t.app, HIRE);
  });

  it('is off by default: the hire is not offered a union card and the server refuses one', async () => {
    expect((await config()).askUnionMembership).toBe(false);
    const settings = await t.app.inject({ url: '/api/admin/settings', headers: { cookie: owner } });
    expect(settings.json<EmployerSettingsAnswer>().askUnionMembership).toBe(false);
    const refused = await putList(hire, [whiteCard, union]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(UNION_CARD_NOT_ASKED);
    expect((await putList(hire, [whiteCard])).statusCode).toBe(200);
  });

  it('turned on by the owner, the hire may add one; turned off again, a card held stays', async () => {
    const on = await setting(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<EmployerSettingsAnswer>().askUnionMembership).toBe(true);
    expect((await config()).askUnionMembership).toBe(true);
    expect((await putList(hire, [whiteCard, union])).statusCode).toBe(200);

    expect((await setting(false)).statusCode).toBe(200);
    expect((await putList(hire, [union, whiteCard])).statusCode).toBe(200);
    expect((await putList(hire, [whiteCard])).statusCode).toBe(200);
    expect((await putList(hire, [whiteCard, union])).statusCode).toBe(400);
  });
});

/** A complete settings form (PUT /api/admin/settings takes every setting at once). */
const SETTINGS = {
  legalName: 'Harbour Civil Pty Ltd',
  tradingName: 'Harbour Civil',
  abn: '53 004 085 616',
  address: '12 Wharf Road, Newcastle NSW 2300',
  phone: '(02) 4926 1234',
  email: 'office@harbourcivil.example',
  timeZone: 'Australia/Sydney',
  defaultFund: { kind: 'apra', name: 'AustralianSuper', abn: '65 714 394 898', usi: 'STA0100AU' },
};
