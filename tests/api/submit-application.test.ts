import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAILED_NEXT_STEPS, NEXT_STEPS } from '../../src/shared/next-steps';
import type { RetentionMember } from '../../src/shared/answers/retention';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { drawnPdf } from '../../src/server/services/pdf-files/pdf-files';
import {
  attachmentNames,
  mailAttachment,
  startSmtpPeer,
  startWebhookReceiver,
} from '../fixtures/delivery-peers';
import { createMember, createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { dateTask } from '../fixtures/task-state';
import {
  adminCookie,
  createTestApp,
  employeeCookie,
  type TestApp,
  TEST_OWNER_ACTOR,
} from '../fixtures/test-app';

const SECRET = 'test-webhook-secret';
let t: TestApp;
let admin: string;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
const receiver = startWebhookReceiver();

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  const url = await receiver.listen();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'onboarding@example.com',
    RECORDS_WEBHOOK_URL: url,
    RECORDS_WEBHOOK_SECRET: SECRET,
    // Retries 20 ms, then 40 ms apart: the backoff's shape, at test speed.
    JOB_RETRY_BASE_MS: '20',
  });
  admin = await adminCookie(t.app);
  await createRecipient(t.deps, { name: 'HR', email: 'hr@example.com', receivesHealthInformation: true });
  await createRecipient(t.deps, { name: 'Payroll', email: 'payroll@example.com' });
  await createRecipient(t.deps, { name: 'Old', email: 'old@example.com', active: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await receiver.close();
});

const submit = (cookie: string, email: string, isResubmission = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { isResubmission },
  });

/** The text part of a message, quoted-printable decoded. */
function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Messages to `address` whose text mentions `about` (subjects with a non-Latin name are encoded). */
const mailsTo = (address: string, about: string | RegExp) =>
  smtp.received.filter((m) => {
    const text = mailText(m.raw);
    return m.to.includes(address) && (typeof about === 'string' ? text.includes(about) : about.test(text));
  });

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

async function retentionRow(email: string) {
  const res = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } });
  return (res.json().members as RetentionMember[]).find((m) => m.email === email);
}

async function newHire(overrides: Parameters<typeof createCompleteApplication>[1] = {}) {
  const member = await createCompleteApplication(t.deps, { withTaskPdfs: true, ...overrides });
  return { member, cookie: await employeeCookie(t.app, member.email) };
}

describe('POST /api/submit-application/{email}', () => {
  it('refuses an incomplete application with 409 naming the tasks still to do', async () => {
    const member = await createMember(t.deps);
    const cookie = await employeeCookie(t.app, member.email);
    const res = await submit(cookie, member.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('incomplete_application');
    expect(res.json().message).toContain('Workplace Behaviour Policy');
    expect(res.json().message).toContain('Confidentiality Agreement');
    expect(res.json().message).not.toContain('Personal Information');
    const rows = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.email, member.email));
    expect(rows).toEqual([]);
  });

  it("answers 403 for someone else's email", async () => {
    const { member } = await newHire();
    const other = await employeeCookie(t.app, 'someone.else@example.com');
    expect((await submit(other, member.email)).statusCode).toBe(403);
  });

  it('emails every active recipient the PDFs, confirms to the new hire, and delivers a signed webhook', async () => {
    const { member, cookie } = await newHire({
      member: { fullName: 'Nguyễn Thị Hương Παπαδοπούλου Дмитрий', bankAccountNumber: '99995678' },
      tax: { taxFileNumber: '876543210' },
    });
    const res = await submit(cookie, member.email);
    expect(res.statusCode).toBe(200);
    const { submissionId, isResubmission } = res.json();
    expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(isResubmission).toBe(false);

    const subject = `(${member.email}) submitted`;
    await smtp.until(
      () => mailsTo('hr@example.com', subject).length + mailsTo('payroll@example.com', subject).length === 2,
    );
    for (const to of ['hr@example.com', 'payroll@example.com']) {
      const [mail] = mailsTo(to, subject);
      expect(mail!.to).toEqual([to]);
      const names = attachmentNames(mail!.raw);
      // The medical declaration only to HR, who receives health information (issue 22).
      const health = to === 'hr@example.com';
      expect(names).toHaveLength(health ? 3 : 2);
      expect(names.some((n) => n.startsWith('medical-declaration-'))).toBe(health);
      expect(names.some((n) => n.startsWith('confidentiality-agreement-'))).toBe(true);
      const pdf = mailAttachment(
        mail!.raw,
        names.find((n) => n.startsWith('application-'))!,
      );
      expect(pdf!.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
    expect(smtp.received.some((m) => m.to.includes('old@example.com'))).toBe(false);

    await smtp.until(() => mailsTo(member.email, /We received your application/).length === 1);
    const confirmation = mailText(mailsTo(member.email, /We received your application/)[0]!.raw).replace(
      /\r\n/g,
      '\n',
    );
    // The success page's promises, word for word, and no other (issue 23, item 12).
    expect(confirmation).toContain(
      `What happens next:\n${EMAILED_NEXT_STEPS.map((s) => `- ${s}\n`).join('')}`,
    );
    expect(confirmation).not.toContain('within 24 hours');
    expect(confirmation).not.toContain('We received your update');
    expect(confirmation).not.toMatch(/876 ?543 ?210|99995678|filename=/);

    await receiver.until(() => receiver.deliveries.some((d) => d.key === submissionId));
    const delivery = receiver.deliveries.find((d) => d.key === submissionId)!;
    const expected = `sha256=${crypto.createHmac('sha256', SECRET).update(`${delivery.timestamp}.${delivery.body}`).digest('hex')}`;
    expect(delivery.signature).toBe(expected);
    expect(Math.abs(Number(delivery.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ submissionId, isResubmission: false });
    // The records system gets the full values (DESIGN.md §3.16).
    expect(body.application.taxDeclaration.taxFileNumber).toBe('876543210');
    expect(body.application.personal.bankAccountNumber).toBe('99995678');
    await expect.poll(async () => (await retentionRow(member.email))?.recordsSystemStatus).toBe('delivered');
    const row = await retentionRow(member.email);
    expect(row).toMatchObject({ submissionId, recordsSystemError: null });
    expect(Date.parse(row!.recordsSystemDeliveredAt!)).toBeGreaterThan(Date.now() - 60_000);

    // The stored PDF prints names as written, masks TFN and account, and carries the evidence.
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, submissionId));
    expect(record!.submissionData).not.toContain('876543210');
    // As its job (or the email, if sooner) draws it.
    const file = await drawnPdf(t.deps, record!.pdfFileId!);
    const text = await pdfText(t.deps.cipher.openBytes(file!.bytes));
    expect(text).toContain('Nguyễn Thị Hương Παπαδοπούλου Дмитрий');
    expect(text).toContain('••• ••• 210');
    expect(text).toContain('••••5678');
    expect(text).not.toContain('876543210');
    expect(text).not.toContain('99995678');
    expect(text).toContain('IP address 203.0.113.9');
    expect(text).toContain(`Document SHA-256 ${'ab'.repeat(32)}`);
    expect(text).toContain('Workplace Behaviour Policy');
    expect(text).toContain('Full-time employment');
    // Health information is left to the medical declaration's own PDF (decision 033).
    expect(text).not.toContain('Peanuts');
    expect(text).not.toContain('[object Object]');

    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.tasks.every((task: { isSubmitted: boolean }) => task.isSubmitted)).toBe(true);
    expect(status.resubmissionRequired).toBe(false);
  });

  it('renders a medical or confidentiality PDF the pages never asked for, so none is missing from the email', async () => {
    const { member, cookie } = await newHire({ withTaskPdfs: false });
    const res = await submit(cookie, member.email);
    expect(res.statusCode).toBe(200);
    const subject = `(${member.email}) submitted`;
    await smtp.until(() => mailsTo('hr@example.com', subject).length === 1);
    const [mail] = mailsTo('hr@example.com', subject);
    const names = attachmentNames(mail!.raw);
    expect(names).toHaveLength(3);
    const medical = mailAttachment(
      mail!.raw,
      names.find((n) => n.startsWith('medical-declaration-'))!,
    );
    expect(await pdfText(medical!)).toMatch(/Medical Declaration/);
    const agreement = mailAttachment(
      mail!.raw,
      names.find((n) => n.startsWith('confidentiality-agreement-'))!,
    );
    expect(await pdfText(agreement!)).toMatch(/Acknowledged and Signed/);
  });

  it('retries after two 503s with the same Idempotency-Key, then counts it delivered', async () => {
    const { member, cookie } = await newHire();
    receiver.answerNext([503, 503]);
    const { submissionId } = (await submit(cookie, member.email)).json();
    await receiver.until(() => receiver.deliveries.filter((d) => d.key === submissionId).length === 3);
    receiver.answerNext([]);
    const tries = receiver.deliveries.filter((d) => d.key === submissionId);
    expect(tries.map((d) => d.status)).toEqual([503, 503, 200]);
    expect(new Set(tries.map((d) => d.body)).size).toBe(1);
    await expect.poll(async () => (await retentionRow(member.email))?.recordsSystemStatus).toBe('delivered');
    expect((await retentionRow(member.email))?.recordsSystemError).toBeNull();
  });

  it('marks a delivery the receiver refuses with 400 failed, shows why to the admin, and retries it on request', async () => {
    const { member, cookie } = await newHire();
    receiver.answerNext([400]);
    const { submissionId } = (await submit(cookie, member.email)).json();
    await receiver.until(() => receiver.deliveries.some((d) => d.key === submissionId));
    receiver.answerNext([]);
    await expect.poll(async () => (await retentionRow(member.email))?.recordsSystemStatus).toBe('failed');
    const row = await retentionRow(member.email);
    // Its status and a hash of its answer, never the answer (it can echo the person; issue 19).
    const answer = `Rejected by the test receiver (400): ${'x'.repeat(600)}`;
    const hash = crypto.createHash('sha256').update(answer).digest('hex').slice(0, 16);
    expect(row!.recordsSystemError).toBe(`HTTP 400 (body sha256:${hash})`);
    expect(receiver.deliveries.filter((d) => d.key === submissionId)).toHaveLength(1);

    const url = `/api/admin/submissions/${submissionId}/retry-delivery`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const retried = await t.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(retried.statusCode).toBe(200);
    await expect.poll(async () => (await retentionRow(member.email))?.recordsSystemStatus).toBe('delivered');
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'submission.retry_delivery'));
    expect(audit).toMatchObject([{ actor: TEST_OWNER_ACTOR, target: submissionId }]);
    const again = await t.app.inject({ method: 'POST', url, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);
  });

  it('makes one submission of two simultaneous submits', async () => {
    const { member, cookie } = await newHire();
    const [a, b] = await Promise.all([submit(cookie, member.email), submit(cookie, member.email)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().submissionId).toBe(b.json().submissionId);
    const rows = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.email, member.email));
    expect(rows).toHaveLength(1);
  });

  it('resubmits after an edit, and the PDF says so and lists what changed', async () => {
    const { member, cookie } = await newHire();
    const first = (await submit(cookie, member.email)).json();
    await t.deps.database.db
      .update(taxDeclarations)
      .set({ basisOfPayment: 'casual', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(taxDeclarations.memberId, member.id));
    await dateTask(t.deps, member.email, 'tax-declaration', new Date(Date.now() + 1000));
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.resubmissionRequired).toBe(true);

    const res = await submit(cookie, member.email, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isResubmission: true, alreadySubmitted: false });
    expect(res.json().submissionId).not.toBe(first.submissionId);
    const [record] = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, res.json().submissionId));
    // As its job (or the email, if sooner) draws it.
    const file = await drawnPdf(t.deps, record!.pdfFileId!);
    const text = await pdfText(t.deps.cipher.openBytes(file!.bytes));
    expect(text).toContain('Employee Onboarding Application (Resubmission)');
    expect(text).toContain('Changed Since the Previous Submission');
    expect(text).toContain('Tax Declaration Form: Basis of payment');
    expect(text).toContain('Casual employment');

    // The new hire's email from the SMTP peer says it is an update, with the same promises.
    await smtp.until(() => mailsTo(member.email, /We received your update/).length === 1);
    const update = mailText(mailsTo(member.email, /We received your update/)[0]!.raw).replace(/\r\n/g, '\n');
    // Headers fold long lines: unfolded, the subject reads as sent.
    const subject = update.replace(/\n /g, ' ').match(/^Subject: (.*)$/m)?.[1];
    expect(subject).toBe('Test Builders Pty Ltd: we have received the update to your onboarding application');
    expect(update).toContain('Thank you for updating your onboarding application');
    expect(update).toContain('It replaces the application you sent before.');
    expect(update).toContain(`What happens next:\n${EMAILED_NEXT_STEPS.map((s) => `- ${s}\n`).join('')}`);
    expect(update).toContain(
      'What changed since your last submission:\n- Tax Declaration Form: Basis of payment',
    );
    expect(update).not.toContain('within 24 hours');
    expect(NEXT_STEPS).toEqual(expect.arrayContaining(EMAILED_NEXT_STEPS));
  });

  it('refuses a sixth submission within the hour, so a re-sign and resubmit loop cannot flood recipients', async () => {
    const { member, cookie } = await newHire();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await t.deps.database.db
        .update(taxDeclarations)
        .set({ previousFamilyName: `Name ${i}`, updatedAt: new Date(Date.now() + 1000 * (i + 1)) })
        .where(eq(taxDeclarations.memberId, member.id));
      await dateTask(t.deps, member.email, 'tax-declaration', new Date(Date.now() + 1000 * (i + 1)));
      statuses.push((await submit(cookie, member.email, i > 0)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const rows = await t.deps.database.db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.email, member.email));
    expect(rows).toHaveLength(5);
  });
});
