import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { policyDocumentResponseSchema } from '../../src/shared/answers/policy-document';
import {
  attachmentNames,
  mailAttachment,
  mailPlainText,
  startSmtpPeer,
  startWebhookReceiver,
} from '../fixtures/delivery-peers';
import { makeInitialPng } from '../fixtures/make-initial';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, submitAsHire, type TestApp } from '../fixtures/test-app';

// Issue 39 item 4 (decision 091): an owner or HR countersigns a hire's signed Letter of Offer;
// payroll and employees may not; the hire then downloads the countersigned PDF and is emailed.
// Decision 100: once the hire has submitted, HR's recipients and the records system get the
// countersigned PDF too; countersigned before the submission, the submission carries it.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const records = startWebhookReceiver();
const RECIPIENT = 'desk@example.com';
let owner: string;
let hr: string;
let payroll: string;
let signature: string;
let letterId: string;
const HIRE = 'letter.hire@example.com';
const OTHER = 'other.hire@example.com';
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${await smtp.listen()}`,
    PUBLIC_URL: 'https://onboarding.example.com',
    RECORDS_WEBHOOK_URL: await records.listen(),
    RECORDS_WEBHOOK_SECRET: 'countersignature-test-secret',
  });
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
  signature = await makeInitialPng();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/policy-documents',
    headers: { cookie: owner },
    payload: {
      title: 'Letter of Offer',
      content: '<p>We are pleased to offer you the position.</p>',
      documentType: 'letter-of-offer',
      version: '1.0',
      needsCountersignature: true,
    },
  });
  letterId = policyDocumentResponseSchema.parse(created.json()).id;
  const recipient = await t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: { cookie: owner },
    payload: { name: 'HR Desk', email: RECIPIENT, receivesHealthInformation: false },
  });
  expect(recipient.statusCode).toBe(201);
  for (const email of [HIRE, OTHER]) {
    await createCompleteApplication(t.deps, { member: { email, fullName: email.split('.')[0]! } });
    cookies.set(email, await employeeCookie(t.app, email));
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await records.close();
});

async function applicationId(email: string): Promise<string> {
  const res = await t.app.inject({
    url: `/api/admin/applications?search=${encodeURIComponent(email)}&state=all`,
    headers: { cookie: owner },
  });
  return res.json<ApplicationsPage>().applications.find((a) => a.email === email)!.id;
}

const countersign = async (cookie: string, email = HIRE) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${await applicationId(email)}/documents/${letterId}/countersign`,
    headers: { cookie, 'user-agent': 'HrDesk/2.0' },
    payload: { signature },
  });

/** The hire's one submission. */
async function submissionOf(email: string): Promise<string> {
  const rows = await t.deps.database.db
    .select({ id: submissionRecords.id })
    .from(submissionRecords)
    .where(eq(submissionRecords.email, email));
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

const download = (email: string) =>
  t.app.inject({
    url: `/api/me/documents/${letterId}/countersigned-pdf`,
    headers: { cookie: cookies.get(email)! },
  });

const mailTo = (to: string, subject: string) => (m: { to: string[]; raw: string }) =>
  m.to.includes(to) && m.raw.includes(subject);

/** The records delivery keyed by `key`'s start, once it has arrived, parsed. */
async function recordsDelivery<T>(keyStart: string): Promise<T> {
  const about = (d: { key: string }) => d.key.startsWith(keyStart);
  await records.until(() => records.deliveries.some(about));
  return JSON.parse(records.deliveries.find(about)!.body) as T;
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe("the employer's countersignature", () => {
  it('is refused before the hire has signed, and the hire has nothing to download yet', async () => {
    const early = await countersign(hr);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The new hire has not signed this document yet.');
    expect((await download(HIRE)).statusCode).toBe(404);
  });

  it('is refused to payroll and to an employee, and the refusal changes nothing', async () => {
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/policy-acknowledgments',
      headers: { cookie: cookies.get(HIRE)! },
      payload: { email: HIRE, policyDocumentId: letterId, signature, answers: [] },
    });
    expect(signed.statusCode).toBe(201);
    expect((await submitAsHire(t.app, HIRE, cookies.get(HIRE)!)).statusCode).toBe(200);
    expect((await countersign(payroll)).statusCode).toBe(403);
    // An employee's session is no admin's: the admin routes answer it 401, as every admin route.
    expect((await countersign(cookies.get(HIRE)!)).statusCode).toBe(401);
    expect((await download(HIRE)).statusCode).toBe(404);
  });

  it('is given by HR: audited, shown on the detail, emailed, and the hire downloads the countersigned PDF', async () => {
    const res = await countersign(hr);
    expect(res.statusCode).toBe(200);
    const letter = res.json<ApplicationDetail>().documents.find((d) => d.title === 'Letter of Offer')!;
    expect(letter.countersign).toEqual({
      documentId: letterId,
      countersignature: { by: 'Hana Hr <hana@example.com>', at: expect.any(String) },
    });
    const audited = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'application.countersign'), eq(auditLog.target, await applicationId(HIRE))),
      );
    expect(audited).toHaveLength(1);
    expect((await countersign(owner)).statusCode).toBe(409);

    t.deps.jobs.wake();
    await smtp.until(() => smtp.received.some((m) => m.to.includes(HIRE) && m.raw.includes('countersigned')));
    const mail = smtp.received.find((m) => m.to.includes(HIRE) && m.raw.includes('countersigned'))!;
    const text = mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('your countersigned Letter of Offer is ready');
    expect(text).toContain(`https://onboarding.example.com/document?id=${letterId}`);

    const screen = await t.app.inject({
      url: `/api/me/documents/${letterId}`,
      headers: { cookie: cookies.get(HIRE)! },
    });
    expect(screen.json()).toMatchObject({ title: 'Letter of Offer', countersignedAt: expect.any(String) });
    const pdf = await download(HIRE);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pdfWords = await pdfText(pdf.rawPayload);
    for (const words of ['Letter of Offer', 'Countersigned by the employer', 'Hana Hr', 'HrDesk/2.0'])
      expect(pdfWords).toContain(words);
    // Another hire has no countersigned letter of their own, and cannot read this one.
    expect((await download(OTHER)).statusCode).toBe(404);
  });

  it('after the submission, reaches each notification recipient and the records system as a PDF', async () => {
    t.deps.jobs.wake();
    const subject = 'Countersigned Letter of Offer: letter';
    await smtp.until(() => smtp.received.some(mailTo(RECIPIENT, subject)));
    const raw = smtp.received.find(mailTo(RECIPIENT, subject))!.raw;
    expect(mailPlainText(raw)).toMatch(
      /^Hana Hr <hana@example\.com> countersigned the Letter of Offer \(version 1\.0\) of letter \(letter\.hire@example\.com\) on \d{2}\/\d{2}\/\d{4}, /,
    );
    expect(attachmentNames(raw)).toEqual(['letter-of-offer-letter-countersigned.pdf']);
    const emailed = await pdfText(mailAttachment(raw, 'letter-of-offer-letter-countersigned.pdf')!);
    for (const words of [
      'We are pleased to offer you the position.',
      'Countersigned by the employer',
      'Hana Hr',
    ])
      expect(emailed).toContain(words);

    const submissionId = await submissionOf(HIRE);
    const delivered = await recordsDelivery<{
      submissionId: string;
      countersignature: {
        email: string;
        title: string;
        version: string;
        countersignedBy: string;
        pdf: { filename: string; sha256: string; base64: string };
      };
    }>(`${submissionId}.countersigned-`);
    expect(delivered).toMatchObject({
      submissionId,
      countersignature: {
        email: HIRE,
        title: 'Letter of Offer',
        version: '1.0',
        countersignedBy: 'Hana Hr <hana@example.com>',
        pdf: { filename: 'letter-of-offer-letter-countersigned.pdf' },
      },
    });
    const pdf = Buffer.from(delivered.countersignature.pdf.base64, 'base64');
    expect(await pdfText(pdf)).toContain('Countersigned by the employer');
  });

  it('an owner may countersign too', async () => {
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/policy-acknowledgments',
      headers: { cookie: cookies.get(OTHER)! },
      payload: { email: OTHER, policyDocumentId: letterId, signature, answers: [] },
    });
    expect(signed.statusCode).toBe(201);
    expect((await countersign(owner, OTHER)).statusCode).toBe(200);
    expect((await download(OTHER)).statusCode).toBe(200);
  });

  it('given before the submission, reaches HR and the records system with the submission', async () => {
    expect((await submitAsHire(t.app, OTHER, cookies.get(OTHER)!)).statusCode).toBe(200);
    t.deps.jobs.wake();
    const subject = 'New onboarding application: other';
    await smtp.until(() => smtp.received.some(mailTo(RECIPIENT, subject)));
    const raw = smtp.received.find(mailTo(RECIPIENT, subject))!.raw;
    const letter = attachmentNames(raw).find((n) => n.startsWith('letter-of-offer-'))!;
    expect(await pdfText(mailAttachment(raw, letter)!)).toContain('Countersigned by the employer');
    const { application } = await recordsDelivery<{
      application: {
        employerDocuments: { title: string; countersignedBy?: string; countersignedAt?: string }[];
      };
    }>(await submissionOf(OTHER));
    expect(application.employerDocuments).toEqual([
      expect.objectContaining({
        title: 'Letter of Offer',
        countersignedBy: 'Olive Owner <olive@example.com>',
        countersignedAt: expect.any(String),
      }),
    ]);
    // Countersigned before it submitted: no email or records delivery of its own.
    expect(smtp.received.some(mailTo(RECIPIENT, 'Countersigned Letter of Offer: other'))).toBe(false);
    expect(records.deliveries.filter((d) => d.key.includes('.countersigned-'))).toHaveLength(1);
  });
});
