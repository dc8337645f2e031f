import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import type { ApplicationDetail, ApplicationsPage } from '../../src/shared/answers/applications';
import { policyDocumentResponseSchema } from '../../src/shared/answers/policy-document';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { makeInitialPng } from '../fixtures/make-initial';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 39 item 4 (decision 091): an owner or HR countersigns a hire's signed Letter of Offer;
// payroll and employees may not; the hire then downloads the countersigned PDF and is emailed.

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
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
  for (const email of [HIRE, OTHER]) {
    await createCompleteApplication(t.deps, { member: { email, fullName: email.split('.')[0]! } });
    cookies.set(email, await employeeCookie(t.app, email));
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
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

const download = (email: string) =>
  t.app.inject({
    url: `/api/me/documents/${letterId}/countersigned-pdf`,
    headers: { cookie: cookies.get(email)! },
  });

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
});
