import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import type { PdfJob } from '../../src/server/services/pdf/pdf-job';
import { PDF_JOBS } from '../../src/server/services/pdf-files/queue-pdf';
import { FILE_KINDS } from '../../src/server/services/submission/submission-kinds';
import { attachmentNames, mailAttachment, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { makeInitialPng } from '../fixtures/make-initial';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Decision 065: no request draws a PDF. POST /api/tasks/complete and the submission
// store the PDF's row pending and queue the job that draws it; a download or an email that needs
// it before the job has run draws it then, once, and the job finds it drawn. The job worker is
// started by each test when it wants the jobs to run.

let t: TestApp;
let draws: PdfJob['kind'][] = [];
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'onboarding@example.com' },
    { runJobs: false },
  );
  await createRecipient(t.deps, { name: 'HR', email: 'hr@example.com', receivesHealthInformation: true });
  // Counts the documents drawn (the real pool draws them).
  const pool = t.deps.pdf;
  t.deps.pdf = {
    ...pool,
    render: (job) => {
      draws.push(job.kind);
      return pool.render(job);
    },
  };
});
afterEach(() => t.deps.jobs.stop());
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const runJobs = () => t.deps.jobs.start(t.app.log);

const pdfJobsDone = async () =>
  (await t.deps.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, PDF_JOBS.render)))
    .map((j) => j.status)
    .every((s) => s === 'done');

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/** The stored row, its bytes opened (they are sealed with the data key). */
const fileRow = async (id: string) => {
  const [row] = await t.deps.database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row && { ...row, bytes: t.deps.cipher.openBytes(row.bytes) };
};

async function signedMedical(email: string, fullName: string) {
  const cookie = await employeeCookie(t.app, email);
  await createCompleteApplication(t.deps, { member: { email, fullName } });
  const doc = (
    await t.app.inject({ url: '/api/me/policy-documents/medical-declaration', headers: { cookie } })
  ).json() as { id: string };
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/medical-declarations',
    headers: { cookie },
    payload: {
      email,
      policyDocumentId: doc.id,
      answers: [
        { questionId: 'previous-medical-conditions', answer: 'None' },
        { questionId: 'allergies', answer: 'Bee stings (carries EpiPen)' },
      ],
      medicalDeclarationDate: '2025-07-21',
      medicalSignature: await makeInitialPng(),
    },
  });
  expect(signed.statusCode, signed.body).toBe(201);
  return cookie;
}

const complete = (cookie: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/complete',
    headers: { cookie },
    payload: { taskType: 'medical-declaration', userEmail: email },
  });

describe('a task PDF', () => {
  it('is drawn by its job after POST /api/tasks/complete answers, which draws nothing', async () => {
    const email = 'task-job@example.com';
    const cookie = await signedMedical(email, 'Jordan Job');
    draws = [];
    const res = await complete(cookie, email);
    expect(res.statusCode).toBe(200);
    expect(draws).toEqual([]);
    const { fileId } = res.json() as { fileId: string };

    await runJobs();
    await expect.poll(pdfJobsDone, { timeout: 30_000 }).toBe(true);
    expect(draws).toEqual(['task']);
    const stored = await fileRow(fileId);
    expect(await pdfText(stored!.bytes)).toContain('Jordan Job');
    // The owner downloads the job's document.
    const download = await t.app.inject({ url: `/api/files/${fileId}`, headers: { cookie } });
    expect(Buffer.compare(download.rawPayload, stored!.bytes)).toBe(0);
    expect(draws).toEqual(['task']);
  });

  it('is drawn when downloaded before its job has run, and the job then keeps that same document', async () => {
    const email = 'task-on-demand@example.com';
    const cookie = await signedMedical(email, 'Riley Early');
    const { fileId } = (await complete(cookie, email)).json() as { fileId: string };
    draws = [];

    const download = await t.app.inject({ url: `/api/files/${fileId}`, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(download.rawPayload)).toContain('Riley Early');
    const drawn = await fileRow(fileId);

    await runJobs();
    await expect.poll(pdfJobsDone, { timeout: 30_000 }).toBe(true);
    expect(draws).toEqual(['task']);
    const after = await fileRow(fileId);
    expect(after!.sourceSha256).toBe(drawn!.sourceSha256);
    expect(Buffer.compare(after!.bytes, download.rawPayload)).toBe(0);
  });
});

describe('a submission', () => {
  it('is answered without drawing a PDF; its job draws the application PDF and HR is emailed it with the task PDFs', async () => {
    const member = await createCompleteApplication(t.deps, { member: { fullName: 'Casey Queue' } });
    const cookie = await employeeCookie(t.app, member.email);
    draws = [];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${encodeURIComponent(member.email)}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(res.statusCode).toBe(200);
    expect(draws).toEqual([]);
    const { db } = t.deps.database;
    const [record] = await db
      .select()
      .from(submissionRecords)
      .where(eq(submissionRecords.id, res.json().submissionId));
    // Stored and queued: the application PDF first, then its deliveries.
    const queued = await db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(
        sql`${jobs.payload}->>'submissionId' = ${record!.id} or ${jobs.payload}->>'fileId' in (select id::text from stored_files where member_id = ${member.id})`,
      )
      .orderBy(jobs.id);
    expect(queued.map((j) => j.kind)).toEqual([
      PDF_JOBS.render, // the medical declaration the pages never asked for
      PDF_JOBS.render, // the confidentiality agreement
      PDF_JOBS.render, // the application PDF, before its deliveries
      'submission.notify-recipient',
      'submission.confirm-employee',
      'submission.deliver-records',
      'submission.deliver-sensitive-records',
    ]);

    await runJobs();
    const subject = `(${member.email}) submitted`;
    await smtp.until(() =>
      smtp.received.some((m) => m.to.includes('hr@example.com') && m.raw.includes(subject)),
    );
    await expect.poll(pdfJobsDone, { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes('hr@example.com') && m.raw.includes(subject))!;
    const names = attachmentNames(mail.raw);
    expect(names).toHaveLength(3);
    const emailed = mailAttachment(
      mail.raw,
      names.find((n) => n.startsWith('application-'))!,
    )!;
    const [stored] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.memberId, member.id), eq(storedFiles.kind, FILE_KINDS.applicationPdf)));
    expect(stored!.id).toBe(record!.pdfFileId);
    expect(Buffer.compare(emailed, t.deps.cipher.openBytes(stored!.bytes))).toBe(0);
    expect(await pdfText(emailed)).toContain('Casey Queue');
    const medical = mailAttachment(
      mail.raw,
      names.find((n) => n.startsWith('medical-declaration-'))!,
    )!;
    expect(await pdfText(medical)).toMatch(/Medical Declaration/);
    // Each document drawn once, by whichever came first.
    expect(draws.sort()).toEqual(['application', 'task', 'task']);
  });
});
