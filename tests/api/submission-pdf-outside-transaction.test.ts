import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema/jobs';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { submissionRecords } from '../../src/server/db/schema/submission-records';
import { taxDeclarations } from '../../src/server/db/schema/tax-declarations';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createPdfPool, type PdfPool } from '../../src/server/services/pdf/pdf-pool';
import type { PdfJob } from '../../src/server/services/pdf/pdf-job';
import { sampleApplication } from '../../src/server/services/pdf/sample-application';
import { FILE_KINDS } from '../../src/server/services/submission/submission-kinds';
import { attachmentNames, mailAttachment, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Decision 026: the application PDF is drawn in the PDF pool before the submission's transaction,
// from the snapshot read then; the transaction reads it again under the member's lock and stores
// the submission, the PDF and its delivery jobs together only if nothing changed. So the database
// is free while a PDF is drawn, and an acknowledged submission is stored and queued exactly once.

let t: TestApp;
let appPdf: PdfPool;
const pool = createPdfPool({ threads: 1 });
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));

beforeAll(async () => {
  const smtpPort = await smtp.listen();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'onboarding@example.com' });
  await createRecipient(t.deps, { name: 'HR', email: 'hr@example.com' });
  appPdf = t.deps.pdf;
});
afterEach(() => {
  t.deps.pdf = appPdf;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pool.close();
});

/** Puts `render` in place of the app's PDF pool for one test (restored after it). */
function drawWith(render: (job: PdfJob) => Promise<Buffer>) {
  t.deps.pdf = { ...pool, render };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function newHire() {
  const member = await createCompleteApplication(t.deps, { withTaskPdfs: true });
  return { member, cookie: await employeeCookie(t.app, member.email) };
}

const submit = (cookie: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${encodeURIComponent(email)}`,
    headers: { cookie },
    payload: { isResubmission: false },
  });

async function stored(memberId: string) {
  const { db } = t.deps.database;
  const records = await db.select().from(submissionRecords).where(eq(submissionRecords.memberId, memberId));
  const pdfs = await db
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.memberId, memberId), eq(storedFiles.kind, FILE_KINDS.applicationPdf)));
  const queued = await db
    .select({ kind: jobs.kind })
    .from(jobs)
    .where(
      sql`${jobs.payload}->>'submissionId' in (select id::text from submission_records where member_id = ${memberId})`,
    );
  return { records, pdfs, jobs: queued.map((j) => j.kind).sort() };
}

async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

/** The application PDF HR was emailed for `email`'s submission. */
async function emailedApplicationPdf(email: string): Promise<Buffer> {
  const subject = `(${email}) submitted`;
  await smtp.until(() =>
    smtp.received.some((m) => m.to.includes('hr@example.com') && m.raw.includes(subject)),
  );
  const mail = smtp.received.find((m) => m.to.includes('hr@example.com') && m.raw.includes(subject))!;
  const name = attachmentNames(mail.raw).find((n) => n.startsWith('application-'))!;
  return mailAttachment(mail.raw, name)!;
}

describe('the application PDF of a submission', () => {
  it("is drawn while no transaction is open: another hire's autosave is answered and the member's row is free meanwhile", async () => {
    const { member, cookie } = await newHire();
    const other = await employeeCookie(t.app, 'autosave-while-pdf@example.com');
    const drawn = deferred<Buffer>();
    const release = deferred();
    drawWith(async (job) => {
      const pdf = await pool.render(job);
      drawn.resolve(pdf);
      await release.promise;
      return pdf;
    });
    const submitting = submit(cookie, member.email);
    const pdf = await drawn.promise;

    // With the PDF drawn inside the transaction, PGlite (one connection) would answer nothing
    // until it ended, and PostgreSQL would refuse the lock below: neither happens.
    const autosave = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/basic-info',
      headers: { cookie: other },
      payload: {
        fullName: 'Sam Other',
        email: 'autosave-while-pdf@example.com',
        mobile: '0412 345 678',
        gender: 'Female',
        dateOfBirth: '1992-05-06',
      },
    });
    expect(autosave.statusCode).toBe(200);
    const locked = await t.deps.database.db.transaction((tx) =>
      tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(eq(teamMembers.id, member.id))
        .for('update', { noWait: true }),
    );
    expect(locked).toEqual([{ id: member.id }]);
    // Not acknowledged, so nothing stored yet.
    expect(await stored(member.id)).toMatchObject({ records: [], pdfs: [], jobs: [] });

    release.resolve();
    const res = await submitting;
    expect(res.statusCode).toBe(200);
    const after = await stored(member.id);
    expect(after.records).toHaveLength(1);
    expect(after.records[0]!.id).toBe(res.json().submissionId);
    expect(after.records[0]!.pdfFileId).toBe(after.pdfs[0]!.id);
    expect(after.pdfs).toHaveLength(1);
    expect(Buffer.compare(after.pdfs[0]!.bytes, pdf)).toBe(0);
    expect(after.jobs).toEqual([
      'submission.confirm-employee',
      'submission.deliver-records',
      'submission.notify-recipient',
    ]);
    expect(Buffer.compare(await emailedApplicationPdf(member.email), pdf)).toBe(0);
  });

  it('is drawn again when a task changes while it is drawn, and the changed application is stored once', async () => {
    const { member, cookie } = await newHire();
    const firstDrawn = deferred();
    const release = deferred();
    let draws = 0;
    drawWith(async (job) => {
      const pdf = await pool.render(job);
      if (++draws === 1) {
        firstDrawn.resolve();
        await release.promise;
      }
      return pdf;
    });
    const submitting = submit(cookie, member.email);
    await firstDrawn.promise;
    // The hire re-signs the tax declaration as casual in another tab.
    await t.deps.database.db
      .update(taxDeclarations)
      .set({ basisOfPayment: 'casual', updatedAt: new Date() })
      .where(eq(taxDeclarations.memberId, member.id));
    release.resolve();

    const res = await submitting;
    expect(res.statusCode).toBe(200);
    expect(draws).toBe(2);
    const after = await stored(member.id);
    expect(after.records).toHaveLength(1);
    expect(after.pdfs).toHaveLength(1);
    const snapshot = JSON.parse(t.deps.cipher.decrypt(after.records[0]!.submissionData));
    expect(snapshot.taxDeclaration.basisOfPayment).toBe('casual');
    const text = await pdfText(after.pdfs[0]!.bytes);
    expect(text).toContain('Casual employment');
    expect(text).not.toContain('Full-time employment');
  });

  it('fails the submit with an error when its PDF thread is killed mid-render, stores nothing, and the next submit stores it once', async () => {
    const { member, cookie } = await newHire();
    await pool.render({ kind: 'application', input: sampleApplication('Warm-up Pty Ltd') }); // the thread is up
    let killed = 0;
    drawWith((job) => {
      // The open pool hands the render to its idle thread at once; that thread is then killed.
      const rendering = pool.render(job);
      killed++;
      void pool.threads()[0]!.terminate();
      return rendering;
    });
    const failed = await submit(cookie, member.email);
    expect(killed).toBe(1);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
    expect(await stored(member.id)).toMatchObject({ records: [], pdfs: [], jobs: [] });
    const status = (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json();
    expect(status.tasks.some((task: { isSubmitted: boolean }) => task.isSubmitted)).toBe(false);

    drawWith((job) => pool.render(job));
    const res = await submit(cookie, member.email);
    expect(res.statusCode).toBe(200);
    const after = await stored(member.id);
    expect(after.records).toHaveLength(1);
    expect(after.pdfs).toHaveLength(1);
    expect(after.jobs).toHaveLength(3);
    const emailed = await emailedApplicationPdf(member.email);
    expect(await pdfText(emailed)).toContain(member.fullName);
  });

  it('fails the submit promptly, storing nothing, when the PDF thread cannot even start', async () => {
    const { member, cookie } = await newHire();
    // 4 MB: the thread starts and cannot load pdfkit (below about 3 MB Node 24 aborts the process).
    const starved = createPdfPool({ threads: 1, maxHeapMb: 4 });
    try {
      drawWith((job) => starved.render(job));
      const res = await submit(cookie, member.email);
      expect(res.statusCode).toBe(500);
      expect(await stored(member.id)).toMatchObject({ records: [], pdfs: [], jobs: [] });
    } finally {
      await starved.close();
    }
  });
});
