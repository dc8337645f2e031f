import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionMember } from '../../src/shared/answers/retention';
import { queryRows } from '../../src/server/db/query-rows';
import { createMember, createRecipient, createSubmissionRecord } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 19 item 5: jobs.last_error and submission_records.records_system_error kept what a
// records system echoed back (name, date of birth, address), and it outlived clear-all. A
// delivery error is stored as a status code and a hash of what the peer said, never its words.

const NAME = 'Zelda Quixote';
const STREET = 'Wombat Crescent';
const DOB = '1987-03-14';
const sha16 = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A records system that refuses every delivery with 422, echoing the person's details. */
const echoes: string[] = [];
const sensitiveEchoes: string[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      application?: { personal: Record<string, string> };
      fullName?: string;
      email?: string;
    };
    // The employment record echoes the hire's address; the sensitive information (issue 42 item
    // 3), which has none, the name and email.
    const p = body.application?.personal;
    const echo = p
      ? `Invalid record for ${p.fullName}, born ${p.dateOfBirth}, of ${p.addrsHouseNumber} ${p.addrsStreetName}`
      : `Invalid sensitive information for ${body.fullName} <${body.email}>`;
    if (p) echoes.push(echo);
    else sensitiveEchoes.push(echo);
    res.writeHead(422, { 'content-type': 'text/plain' });
    res.end(echo);
  });
});

/**
 * An SMTP server that refuses the addresses in `refused`, quoting them (as real servers do). What
 * it accepts lands in DATA_DIR/mail, where the email-code helper reads the code.
 */
const refused = new Set<string>();
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (!refused.has(address.address)) return callback();
    const err = new Error(`<${address.address}>: Recipient address rejected: ${NAME} unknown`);
    Object.assign(err, { responseCode: 550 });
    callback(err);
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const dir = path.join(t.dataDir, 'mail');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${Date.now()}-${++received}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    RECORDS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/records`,
    RECORDS_WEBHOOK_SECRET: 'test-webhook-secret',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    JOB_MAX_ATTEMPTS: '1',
  });
  admin = await adminCookie(t.app);
  await createRecipient(t.deps, { name: 'HR', email: 'hr@example.com' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

interface JobRow {
  kind: string;
  status: string;
  last_error: string | null;
}
const jobRows = () =>
  queryRows<JobRow>(
    t.deps.database.db,
    sql`select kind, status, last_error from jobs where kind like 'submission.%' order by id`,
  );

describe('stored delivery errors', () => {
  it("keep the records system's status and a hash of its answer, and the mail server's code, never their words", async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const member = await createCompleteApplication(t.deps, {
      withTaskPdfs: true,
      member: {
        email: `zelda.${tag}@example.com`,
        fullName: NAME,
        dateOfBirth: DOB,
        addrsStreetName: STREET,
      },
    });
    const cookie = await employeeCookie(t.app, member.email);
    // Her mailbox is gone by the time her confirmation is sent.
    refused.add(member.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${member.email}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(res.statusCode).toBe(200);
    const { submissionId } = res.json() as { submissionId: string };
    await expect
      .poll(async () => (await jobRows()).map((j) => j.status).sort(), { timeout: 20_000 })
      .toEqual(['done', 'failed', 'failed', 'failed']);

    const jobs = await jobRows();
    const records = jobs.find((j) => j.kind === 'submission.deliver-records')!;
    expect(records.last_error).toBe(`HTTP 422 (body sha256:${sha16(echoes[0]!)})`);
    const sensitive = jobs.find((j) => j.kind === 'submission.deliver-sensitive-records')!;
    expect(sensitive.last_error).toBe(`HTTP 422 (body sha256:${sha16(sensitiveEchoes[0]!)})`);
    const confirmation = jobs.find((j) => j.kind === 'submission.confirm-employee')!;
    expect(confirmation.last_error).toMatch(/^Mail not sent: SMTP 550 EENVELOPE \(sha256:[0-9a-f]{16}\)$/);

    const list = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } });
    const row = (list.json().members as RetentionMember[]).find((m) => m.id === member.id)!;
    expect(row).toMatchObject({
      submissionId,
      recordsSystemStatus: 'failed',
      recordsSystemError: `HTTP 422 (body sha256:${sha16(echoes[0]!)})`,
    });

    const stored = JSON.stringify({
      jobs,
      submissions: await queryRows(
        t.deps.database.db,
        sql`select records_system_error from submission_records`,
      ),
    });
    for (const word of [NAME, STREET, DOB, member.email]) expect(stored).not.toContain(word);
  });

  it("an HR email the mail server refuses (an invitation) keeps its code, never the server's words", async () => {
    const email = `nina.${crypto.randomBytes(4).toString('hex')}@example.com`;
    refused.add(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { cookie: admin },
      payload: {
        email,
        fullName: NAME,
        position: 'Carpenter',
        department: 'Construction',
        location: 'Site',
        plannedStartDate: '2026-12-07',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const invitationJobs = () =>
      queryRows<JobRow>(
        t.deps.database.db,
        sql`select kind, status, last_error from jobs where kind = 'applications.invitation'`,
      );
    await expect
      .poll(async () => (await invitationJobs()).map((j) => j.status), { timeout: 20_000 })
      .toEqual(['failed']);
    const [job] = await invitationJobs();
    expect(job!.last_error).toMatch(/^Mail not sent: SMTP 550 EENVELOPE \(sha256:[0-9a-f]{16}\)$/);
    for (const word of [NAME, email]) expect(job!.last_error).not.toContain(word);
  });

  it('are gone with the submissions after clear-all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clear-all-data',
      payload: { confirm: 'DELETE ALL DATA' },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(await jobRows()).toEqual([]);
    expect(
      await queryRows(t.deps.database.db, sql`select records_system_error from submission_records`),
    ).toEqual([]);
  });

  it('stored before this release are rewritten by migration 0008 in the same form', async () => {
    const answer = `Invalid record for ${NAME}, born ${DOB},\nof 12 ${STREET}`;
    const member = await createMember(t.deps);
    const submission = await createSubmissionRecord(t.deps, member, {
      recordsSystemStatus: 'failed',
      recordsSystemError: `HTTP 422: ${answer}`,
    });
    const db = t.deps.database.db;
    await db.execute(sql`insert into jobs (kind, payload, status, last_error) values
      ('submission.deliver-records', ${JSON.stringify({ submissionId: submission.id })}::jsonb, 'failed', ${`HTTP 422: ${answer}`}),
      ('submission.confirm-employee', ${JSON.stringify({ submissionId: submission.id })}::jsonb, 'failed', ${`Can't send mail - all recipients were rejected: 550 <${member.email}>: ${NAME} unknown`}),
      ('submission.deliver-records', '{}'::jsonb, 'pending', 'Records system unreachable: ECONNREFUSED')`);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../drizzle/0009_delivery_errors_hashed.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect((await jobRows()).map((j) => j.last_error)).toEqual([
      `HTTP 422 (body sha256:${sha16(answer)})`,
      expect.stringMatching(/^Mail not sent: \(sha256:[0-9a-f]{16}\)$/),
      'Records system unreachable: ECONNREFUSED',
    ]);
    const list = await t.app.inject({ url: '/api/admin/team-members', headers: { cookie: admin } });
    const row = (list.json().members as RetentionMember[]).find((m) => m.id === member.id)!;
    expect(row.recordsSystemError).toBe(`HTTP 422 (body sha256:${sha16(answer)})`);
  });
});
