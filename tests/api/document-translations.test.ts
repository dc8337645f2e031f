import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import type { SigningDocument } from '../../src/shared/acknowledgment';
import type { DocumentTranslationList, PolicyDocumentList } from '../../src/shared/answers/policy-document';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { inviteHire } from '../fixtures/approved-hire';
import { createMember, createRecipient } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { runJobs } from '../fixtures/run-jobs';
import { signInStaffTrio } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 43 items 2 and 3 (decision 115): HR writes a document's translation; a hire reading in
// that language gets it beside the English (which is what is signed), a hire in English gets the
// English only; a 'Do you understand…' question answered 'No, I have a question for HR' carries
// the question to HR's application page and to HR's inbox through the queue.

let t: TestApp;
let hr: string;
let owner: string;
let payroll: string;
let initial: string;
const INBOX = 'hr-inbox@example.com';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://onboarding.example.com' }, { runJobs: false });
  ({ owner, hr, payroll } = await signInStaffTrio(t, await adminCookie(t.app)));
  await createRecipient(t.deps, { name: 'HR Inbox', email: INBOX });
  initial = await makeInitialPng();
  await runJobs(t);
});
afterAll(() => t.close());

const request = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'TestPhone/1.0' },
    ...(payload ? { payload } : {}),
  });

async function workplacePolicyId(): Promise<string> {
  const list = (await request('GET', '/api/policy-documents', hr)).json<PolicyDocumentList>();
  return list.documents.find((d) => d.documentType === 'workplace-behaviour' && d.isActive)!.id;
}

const VIETNAMESE = {
  title: 'Chính sách hành vi nơi làm việc',
  content: '<h2>Chính sách hành vi</h2><p>Đối xử tôn trọng với mọi người.</p><script>alert(1)</script>',
  questions: [
    { id: 'wb-q1', question: 'Bạn có hiểu cần báo cáo mối lo ngại cho ai không?' },
    { id: 'wb-q2', question: 'Bạn có hiểu rằng không được say rượu hoặc dùng ma túy khi làm việc không?' },
  ],
};

/** A plain-text email's body, its quoted-printable soft breaks and escapes undone. */
const quotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A hire invited by HR, with Personal Information complete, reading in `language`. */
async function hire(email: string, fullName: string, language: string) {
  const applicationId = await inviteHire(t, hr, { email, fullName });
  const cookie = await employeeCookie(t.app, email);
  await createMember(t.deps, { email, fullName });
  const chosen = await request('PUT', '/api/me/language', cookie, { language });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { applicationId, cookie, email };
}

const policyOf = async (cookie: string) => {
  const res = await request('GET', '/api/me/policy-documents/workplace-behaviour', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SigningDocument>();
};

describe('translations of a policy document', () => {
  it('HR saves a Vietnamese translation, sanitised and audited; the list answers it', async () => {
    const id = await workplacePolicyId();
    const saved = await request('PUT', `/api/policy-documents/${id}/translations/vi`, hr, VIETNAMESE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'vi', title: VIETNAMESE.title });
    expect(saved.json<{ content: string }>().content).not.toContain('<script');

    const list = (
      await request('GET', `/api/policy-documents/${id}/translations`, owner)
    ).json<DocumentTranslationList>();
    expect(list.translations.map((x) => x.language)).toEqual(['vi']);
    expect(list.translations[0]!.questions).toEqual(VIETNAMESE.questions);

    const audited = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.translation.save'), eq(auditLog.target, id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ language: 'vi', role: 'hr' });
  });

  it('refuses a question the document does not have, a blank title, and English (the document itself)', async () => {
    const id = await workplacePolicyId();
    const stray = await request('PUT', `/api/policy-documents/${id}/translations/zh-Hans`, hr, {
      ...VIETNAMESE,
      questions: [{ id: 'no-such-question', question: '问题' }],
    });
    expect(stray.statusCode).toBe(400);
    const blank = await request('PUT', `/api/policy-documents/${id}/translations/zh-Hans`, hr, {
      ...VIETNAMESE,
      title: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(
      (await request('PUT', `/api/policy-documents/${id}/translations/en`, hr, VIETNAMESE)).statusCode,
    ).toBe(400);
    const list = (
      await request('GET', `/api/policy-documents/${id}/translations`, hr)
    ).json<DocumentTranslationList>();
    expect(list.translations.map((x) => x.language)).toEqual(['vi']);
  });

  it('a hire reading in Vietnamese gets the English and the translation; a hire in English, the English only', async () => {
    const vi = await hire('lan.nguyen@example.com', 'Lan Nguyen', 'vi');
    const inVietnamese = await policyOf(vi.cookie);
    expect(inVietnamese.title).toBe('Workplace Behaviour Policy');
    expect(inVietnamese.content).toContain('Workplace Behaviour');
    expect(inVietnamese.translation).toMatchObject({ language: 'vi', title: VIETNAMESE.title });
    expect(inVietnamese.translation!.questions.map((q) => q.id)).toEqual(['wb-q1', 'wb-q2']);
    expect(inVietnamese.questions.filter((q) => q.kind === 'understand').map((q) => q.id)).toEqual([
      'wb-q1',
      'wb-q2',
    ]);

    const en = await hire('sam.lee@example.com', 'Sam Lee', 'en');
    const inEnglish = await policyOf(en.cookie);
    expect(inEnglish.content).toBe(inVietnamese.content);
    expect(inEnglish.translation).toBeNull();

    // Arabic has no translation written: English only, nothing made up.
    const ar = await hire('omar.haddad@example.com', 'Omar Haddad', 'ar');
    expect((await policyOf(ar.cookie)).translation).toBeNull();
  });

  it('the question for HR reaches HR’s application page and HR’s inbox', async () => {
    const vi = await hire('minh.tran@example.com', 'Minh Tran', 'vi');
    const doc = await policyOf(vi.cookie);
    const sign = (answers: object[]) =>
      request('POST', '/api/policy-acknowledgments', vi.cookie, {
        email: vi.email,
        policyDocumentId: doc.id,
        signature: initial,
        answers,
      });

    // No without the question is not an answer yet.
    const unasked = await sign([
      { questionId: 'wb-q1', answer: 'No' },
      { questionId: 'wb-q2', answer: 'Yes' },
    ]);
    expect(unasked.statusCode).toBe(400);

    const question = 'Who is my supervisor on the Parramatta site?';
    const signed = await sign([
      { questionId: 'wb-q1', answer: 'No', questionForHr: question },
      { questionId: 'wb-q2', answer: 'Yes' },
    ]);
    expect(signed.statusCode, signed.body).toBe(201);

    const detail = (
      await request('GET', `/api/admin/applications/${vi.applicationId}`, hr)
    ).json<ApplicationDetail>();
    const rows = detail.tasks
      .find((task) => task.id === 'workplace-behaviour')!
      .sections.flatMap((s) => s.rows);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: 'Do you understand who to report a workplace behaviour concern to?',
          value: `No, I have a question for HR: ${question}`,
        }),
        expect.objectContaining({
          label:
            'Do you understand that you must not attend work or a site under the influence of alcohol or drugs?',
          value: 'Yes',
        }),
      ]),
    );

    const outcomes = await runJobs(t);
    expect(
      outcomes.filter((o) => o.kind === 'acknowledgments.question-for-hr').map((o) => o.outcome),
    ).toEqual(['done']);
    const mails = [...mailsToNewestFirst(path.join(t.dataDir, 'mail'), INBOX)].map(quotedPrintable);
    const mail = mails.find((m) => m.includes(question));
    expect(mail).toBeDefined();
    expect(mail).toContain('Minh Tran');
    expect(mail).toContain('Workplace Behaviour Policy');
    expect(mail).toContain(`https://onboarding.example.com/admin/application?id=${vi.applicationId}`);
    // The hire's own inbox hears nothing of it.
    expect(
      [...mailsToNewestFirst(path.join(t.dataDir, 'mail'), vi.email)].some((m) => m.includes(question)),
    ).toBe(false);
  });

  it('Yes, I understand needs no question and sends no email', async () => {
    const vi = await hire('thu.pham@example.com', 'Thu Pham', 'vi');
    const doc = await policyOf(vi.cookie);
    const signed = await request('POST', '/api/policy-acknowledgments', vi.cookie, {
      email: vi.email,
      policyDocumentId: doc.id,
      signature: initial,
      answers: [
        { questionId: 'wb-q1', answer: 'Yes' },
        { questionId: 'wb-q2', answer: 'Yes' },
      ],
    });
    expect(signed.statusCode, signed.body).toBe(201);
    const outcomes = await runJobs(t);
    expect(outcomes.some((o) => o.kind === 'acknowledgments.question-for-hr')).toBe(false);
  });

  it('an employee, payroll and a visitor can neither read nor write translations', async () => {
    const id = await workplacePolicyId();
    const employee = await employeeCookie(t.app, 'curious.worker@example.com');
    for (const [cookie, code] of [
      [employee, 401],
      [payroll, 403],
      [undefined, 401],
    ] as const) {
      expect((await request('GET', `/api/policy-documents/${id}/translations`, cookie)).statusCode).toBe(
        code,
      );
      expect(
        (await request('PUT', `/api/policy-documents/${id}/translations/ar`, cookie, VIETNAMESE)).statusCode,
      ).toBe(code);
      expect(
        (await request('DELETE', `/api/policy-documents/${id}/translations/vi`, cookie)).statusCode,
      ).toBe(code);
    }
    const list = (
      await request('GET', `/api/policy-documents/${id}/translations`, hr)
    ).json<DocumentTranslationList>();
    expect(list.translations.map((x) => x.language)).toEqual(['vi']);
  });

  it('HR removes a translation (audited): the hire reads the English only', async () => {
    const id = await workplacePolicyId();
    const removed = await request('DELETE', `/api/policy-documents/${id}/translations/vi`, hr);
    expect(removed.statusCode, removed.body).toBe(200);
    const vi = await employeeCookie(t.app, 'lan.nguyen@example.com');
    expect((await policyOf(vi)).translation).toBeNull();
    const audited = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'policy.translation.delete'), eq(auditLog.target, id)));
    expect(audited).toHaveLength(1);
  });
});

describe('a question of understanding', () => {
  it('is not one the medical declaration or the confidentiality agreement may ask', async () => {
    for (const documentType of ['medical-declaration', 'confidentiality-agreement']) {
      const created = await request('POST', '/api/policy-documents', hr, {
        title: 'Test',
        content: '<p>Test</p>',
        documentType,
        version: '9.9',
        isActive: false,
        questions: [{ question: 'Do you understand this?', required: true, kind: 'understand' }],
      });
      expect(created.statusCode, documentType).toBe(400);
      expect(created.json().fields).toHaveProperty(['questions.0.kind']);
    }
  });
});
