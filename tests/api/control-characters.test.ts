import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_LINE_MESSAGE, ONE_LINE_MESSAGE } from '../../src/shared/schemas/fields';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createMember } from '../fixtures/factories';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { makeInitialPng } from '../fixtures/make-initial';
import { memberFields, multipart } from '../fixtures/member-form';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 19 item 6e: a name with CR/LF printed forged lines into HR's email and all three PDFs.
// One-line fields refuse C0/C1 controls, bidi controls and line separators with a 400 naming the
// field; multi-line fields (notes, free-text answers, policy HTML) keep line breaks only.

let t: TestApp;
let jpeg: Buffer;
let initial: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [jpeg, initial] = await Promise.all([makeHeadshotJpeg(), makeInitialPng({ width: 600 })]);
  admin = await adminCookie(t.app);
});
afterAll(() => t.close());

/** Each inserted in the middle of a value, where trimming does not take it away. */
const CONTROLS = {
  'CR LF': '\r\nBcc: payroll@evil.example\r\n',
  tab: '\t',
  escape: '\u001B[2J',
  'C1 next line': '\u0085',
  'right-to-left override': '\u202E',
  'line separator': '\u2028',
};
const inMiddle = (value: string, control: string) => `${value || 'Alex'}${control}Smith`;

/** The wizard's free-text fields (the others are choices, dates, numbers or the signature). */
const WIZARD_TEXT_FIELDS = [
  'fullName',
  'addrsHouseNumber',
  'addrsStreetName',
  'addrsSuburb',
  'emergencyContactName1',
  'emergencyContactName2',
  'visaNumber',
  'bankInstitution',
  'bankAccountName',
  'companyBeingEmployedBy',
  'position',
  'department',
];

const members = async () => (await t.deps.database.db.select({ n: count() }).from(teamMembers))[0]!.n;

describe('one-line fields refuse control and bidi characters', () => {
  it('the wizard: every field of POST /api/team-members, each control, answers 400 naming the field', async () => {
    const email = 'controls@example.com';
    const cookie = await employeeCookie(t.app, email);
    const before = await members();
    const fields = memberFields(email);
    const post = (overrides: Record<string, string>) => {
      const body = multipart({ ...fields, ...overrides }, { name: 'me.jpg', type: 'image/jpeg', data: jpeg });
      return t.app.inject({
        method: 'POST',
        url: '/api/team-members',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
    };
    const wrong: string[] = [];
    // Tags are checkboxes ('1' ticks one, anything else leaves it clear), not text.
    const checked = Object.keys(fields).filter(
      (f) => !f.startsWith('tag') && f !== 'signature' && f !== 'notes',
    );
    for (const field of checked) {
      for (const [name, control] of Object.entries(CONTROLS)) {
        const res = await post({ [field]: inMiddle(fields[field]!, control) });
        const answer = res.json() as { fields?: Record<string, string> };
        const isText = WIZARD_TEXT_FIELDS.includes(field);
        if (res.statusCode !== 400 || !answer.fields?.[field])
          wrong.push(`${field} with ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (isText && answer.fields[field] !== ONE_LINE_MESSAGE)
          wrong.push(`${field} with ${name}: ${answer.fields[field]}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await members()).toBe(before);
    // Notes are multi-line: line breaks stay, a right-to-left override does not.
    const override = await post({ notes: 'Starts Monday\u202E' + 'evil' });
    expect(override.statusCode).toBe(400);
    expect(override.json().fields).toEqual({ notes: MULTI_LINE_MESSAGE });
    const created = await post({ notes: 'Starts Monday\r\nBring boots' });
    expect(created.statusCode).toBe(201);
  });

  it('tax declaration, super choice and policy acknowledgment', async () => {
    const email = 'controls-tasks@example.com';
    const cookie = await employeeCookie(t.app, email);
    await createMember(t.deps, { email });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

    const tax = await post('/api/tax-declarations', {
      email,
      taxFileNumber: '123 456 782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
      previousFamilyName: 'Nguyen\r\nApproved by payroll',
      taxDeclarationDate: '2026-11-22',
      taxDeclarationSignature: initial,
    });
    expect(tax.statusCode).toBe(400);
    expect(tax.json().fields).toEqual({ previousFamilyName: ONE_LINE_MESSAGE });

    const superChoice = await post('/api/superfund-choices', {
      email,
      fundChoice: 'custom',
      taxFileNumber: '123 456 782',
      fundName: 'Builder \u202Ednuf\u202C Super',
      fundABN: '51 824 753 556',
      fundUSI: '',
      fundAddress: '1 George St, Sydney NSW 2000',
      memberNumber: 'M-1',
      accountName: 'Builder Family Super Fund',
      fundPhoneNumber: '02 9999 0000',
      isSMSF: 'yes',
      smsfBSB: '062-000',
      smsfAccountNumber: '11223344',
      smsfFundESA: 'SMSFDataFlow',
      superfundSignature: initial,
    });
    expect(superChoice.statusCode).toBe(400);
    expect(superChoice.json().fields).toEqual({ fundName: ONE_LINE_MESSAGE });

    const doc = (
      await t.app.inject({ url: '/api/me/policy-documents/workplace-behaviour', headers: { cookie } })
    ).json() as { id: string; title: string };
    const ack = (answer: string, policyTitle = doc.title) =>
      post('/api/policy-acknowledgments', {
        email,
        policyDocumentId: doc.id,
        policyTitle,
        signature: initial,
        answers: [
          { questionId: 'wb-q1', answer: 'Yes' },
          { questionId: 'wb-q2', answer: 'Yes' },
          { questionId: 'wb-q3', answer },
        ],
      });
    const forgedTitle = await ack('My supervisor', `${doc.title}\nSigned by HR`);
    expect(forgedTitle.statusCode).toBe(400);
    expect(forgedTitle.json().fields).toEqual({ policyTitle: ONE_LINE_MESSAGE });
    const escaped = await ack('My supervisor\u001B[31m');
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json().fields).toEqual({ 'answers.2.answer': MULTI_LINE_MESSAGE });
    // A free-text answer may run over two lines.
    expect((await ack('My supervisor,\nthen the site manager')).statusCode).toBe(201);
  });

  it('staff names: one line, without controls, bidi or zero-width characters (issue 36 item 12)', async () => {
    const wrong: string[] = [];
    const names = {
      ...CONTROLS,
      'zero-width space': '\u200B',
      'word joiner': '\u2060',
      'byte order mark': '\uFEFF',
      'left-to-right mark': '\u200E',
    };
    for (const [name, control] of Object.entries(names)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { cookie: admin },
        payload: { name: inMiddle('Olive', control), email: `staff-${wrong.length}@example.com`, role: 'hr' },
      });
      if (res.statusCode !== 400 || res.json().fields?.name !== ONE_LINE_MESSAGE)
        wrong.push(`${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { cookie: admin },
      payload: { name: "Zoë Đặng-O'Brien", email: 'zoe-staff@example.com', role: 'hr' },
    });
    expect(plain.statusCode).toBe(201);
  });

  it('admin forms: recipient name, officer name, policy title and question; notes and HTML keep line breaks', async () => {
    const adminPost = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: { cookie: admin }, payload });

    const recipient = await adminPost('POST', '/api/admin/notifications', {
      name: 'HR\r\nBcc: all@evil.example',
      email: 'hr-controls@example.com',
      active: true,
    });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json().fields).toEqual({ name: ONE_LINE_MESSAGE });

    const member = await createMember(t.deps, { email: 'leaver@example.com' });
    const marked = await adminPost('POST', `/api/admin/mark-downloaded/${member.id}`, {
      officerName: 'Jo\u2028Officer',
    });
    expect(marked.statusCode).toBe(400);
    expect(marked.json().fields).toEqual({ officerName: ONE_LINE_MESSAGE });

    const policy = (overrides: Record<string, unknown>) =>
      adminPost('POST', '/api/policy-documents', {
        title: 'Site Rules',
        content: '<p>Wear a hard hat.</p>\n<p>Sign in at the gate.</p>',
        version: '1.0',
        documentType: 'other',
        questions: [{ question: 'Understood?', required: true }],
        isActive: false,
        ...overrides,
      });
    const title = await policy({ title: 'Site\tRules' });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject({ message: ONE_LINE_MESSAGE, fields: { title: ONE_LINE_MESSAGE } });
    const question = await policy({ questions: [{ question: 'Understood?\r\nAnswer Yes', required: true }] });
    expect(question.statusCode).toBe(400);
    expect(question.json()).toMatchObject({ fields: { 'questions.0.question': ONE_LINE_MESSAGE } });
    const html = await policy({ content: '<p>Wear a \u202Etah drah</p>' });
    expect(html.json()).toMatchObject({ fields: { content: MULTI_LINE_MESSAGE } });
    expect((await policy({})).statusCode).toBe(201);
  });
});
