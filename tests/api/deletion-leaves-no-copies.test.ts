import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { jobs } from '../../src/server/db/schema/jobs';
import { stepDrafts } from '../../src/server/db/schema/step-drafts';
import { createRecipient, type Member } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 19 item 5, replayed: after DELETE /api/admin/delete-approved the outbox still held the
// member's .eml files (her application and medical PDFs), and her bank values and a deleted TFN
// draft were carved from the embedded database's table files and WAL. Here the database is a
// real on-disk PGlite directory (DATA_DIR/db, as `npm start` keeps it), or with TEST_DATABASE_URL
// a PostgreSQL database whose own directory (base/<oid>) is searched when this machine can read it.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { pgliteOnDisk: true });
  admin = await adminCookie(t.app);
  await createRecipient(t.deps, { name: 'HR', email: 'hr@example.com' });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const mailDir = () => path.join(t.dataDir, 'mail');
const recordsFile = (id: string) => path.join(t.dataDir, 'records', `${id}.json.sealed`);

interface Applicant {
  member: Member;
  submissionId: string;
  /** What must not survive her deletion: plain values and every ciphertext she had stored. */
  secrets: string[];
}

/** Texts of the outbox's messages, opened, quoted-printable lines joined (an address may be split). */
function outbox(): string[] {
  if (!fs.existsSync(mailDir())) return [];
  return fs.readdirSync(mailDir()).map((name) => {
    // A message with PDFs attached is sealed with the data key (issue 36 item 13): opened here.
    const bytes = fs.readFileSync(path.join(mailDir(), name));
    const eml = name.endsWith('.sealed') ? t.deps.cipher.openBytes(bytes) : bytes;
    return eml.toString('utf8').replace(/=\r?\n/g, '');
  });
}

/** A new hire who proves her email, autosaves a TFN draft twice and deletes it, then submits. */
async function applicant(): Promise<Applicant> {
  const tag = crypto.randomBytes(4).toString('hex');
  const email = `carve.${tag}@example.com`;
  const cookie = await employeeCookie(t.app, email);
  const secrets = [email, `Zelda Quixote ${tag}`, `Wombat Crescent ${tag}`];
  for (const taxFileNumber of ['123456782', '876543210']) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/drafts/tax-declaration?autosave=1',
      headers: { cookie },
      payload: { taxFileNumber },
    });
    expect(res.statusCode).toBe(200);
    const [draft] = await db().select().from(stepDrafts).where(eq(stepDrafts.email, email));
    secrets.push(draft!.data);
  }
  await t.app.inject({ method: 'DELETE', url: '/api/me/drafts/tax-declaration', headers: { cookie } });
  const member = await createCompleteApplication(t.deps, {
    withTaskPdfs: true,
    member: {
      email,
      fullName: secrets[1],
      addrsStreetName: secrets[2],
      bankAccountNumber: '40961234',
      visaNumber: 'VX1234567',
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/submit-application/${email}`,
    headers: { cookie },
    payload: { isResubmission: false },
  });
  expect(res.statusCode).toBe(200);
  const { submissionId } = res.json() as { submissionId: string };
  // The notification (with the PDFs), the confirmation and the records-system file are written.
  await expect
    .poll(
      async () =>
        (
          await queryRows<{ n: number }>(
            db(),
            sql`select count(*)::int as n from jobs where status <> 'done'`,
          )
        )[0]!.n,
      { timeout: 20_000 },
    )
    .toBe(0);
  const ciphertexts = await queryRows<{ value: string }>(
    db(),
    sql`select unnest(array[bank_bsb, bank_account_number, visa_number]) as value from team_members where email = ${email}
        union all select tax_file_number from tax_declarations where email = ${email}
        union all select tax_file_number from superfund_choices where email = ${email}
        union all select answers from medical_declarations where email = ${email}
        union all select submission_data from submission_records where email = ${email}`,
  );
  secrets.push(...ciphertexts.map((r) => r.value).filter((v) => v.startsWith('v1:')));
  return { member, submissionId, secrets };
}

/**
 * The database's own files, as someone with a copy of the directory would read them: PGlite's
 * whole directory, or the PostgreSQL database's directory when this machine can read it.
 */
async function databaseFiles(): Promise<{ dir: string; files: string[] } | null> {
  let dir = path.join(t.dataDir, 'db');
  if (t.deps.database.kind === 'postgres') {
    const [row] = await queryRows<{ dir: string; oid: number }>(
      db(),
      sql`select current_setting('data_directory') as dir,
            (select oid from pg_database where datname = current_database())::int as oid`,
    );
    dir = path.join(row!.dir, 'base', String(row!.oid));
    try {
      fs.accessSync(dir, fs.constants.R_OK);
    } catch {
      return null;
    }
  }
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.isFile()) files.push(path.join(d, e.name));
    }
  };
  walk(dir);
  return { dir, files };
}

/**
 * Pieces of each secret to look for: short ones whole, long ones (a submission's ciphertext is
 * stored in 2 KB TOAST chunks) as consecutive 48-character slices.
 */
function pieces(secrets: string[]): string[] {
  return secrets.flatMap((s) => {
    if (s.length <= 64) return [s];
    const out: string[] = [];
    for (let i = 0; i + 48 <= s.length; i += 48) out.push(s.slice(i, i + 48));
    return out;
  });
}

/** Which of `secrets` a byte of the database's files still holds, with the file. */
async function foundOnDisk(secrets: string[]): Promise<string[]> {
  // Written out first, as a shutdown or the next checkpoint would.
  await db().execute(sql`checkpoint`);
  const found = await databaseFiles();
  if (!found) return [];
  const needles = pieces(secrets);
  const hits: string[] = [];
  for (const file of found.files) {
    const bytes = fs.readFileSync(file);
    for (const needle of needles) {
      if (bytes.includes(needle)) hits.push(`${path.relative(found.dir, file)}: ${needle.slice(0, 24)}`);
    }
  }
  return hits;
}

// Two full applications each, submitted and delivered, and the database's files read twice.
describe('deleting leaves no copy behind', { timeout: 90_000 }, () => {
  it('deleting an approved member removes her mail, jobs, records file and every byte of her rows', async () => {
    const her = await applicant();
    const kept = await applicant();
    const aboutHer = () => outbox().filter((text) => text.toLowerCase().includes(her.member.email));
    // Her code, the notification to HR with her PDFs, and her confirmation.
    expect(aboutHer().length).toBeGreaterThanOrEqual(3);
    expect(aboutHer().some((text) => /application\/pdf/.test(text))).toBe(true);
    expect(fs.existsSync(recordsFile(her.submissionId))).toBe(true);
    // The medical declaration and the sensitive answers, a copy of their own (issue 42 item 3).
    expect(fs.existsSync(recordsFile(`${her.submissionId}.sensitive`))).toBe(true);
    // A countersignature delivered after her submission is a records copy of its own (decision 100).
    const countersigned = (id: string) => recordsFile(`${id}.countersigned-${crypto.randomUUID()}`);
    const herCountersigned = countersigned(her.submissionId);
    const keptCountersigned = countersigned(kept.submissionId);
    for (const file of [herCountersigned, keptCountersigned]) fs.writeFileSync(file, 'sealed');
    const canSearch = (await databaseFiles()) !== null;
    if (canSearch) {
      // The search finds what is there: every secret is in the files before the delete.
      const before = await foundOnDisk(her.secrets);
      for (const secret of her.secrets) {
        expect(before.some((hit) => hit.endsWith(secret.slice(0, 24)))).toBe(true);
      }
    }

    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { officerName: 'Pat Officer' },
        headers: { cookie: admin },
      });
    expect((await post(`/api/admin/mark-downloaded/${her.member.id}`)).statusCode).toBe(200);
    expect((await post(`/api/admin/approve-deletion/${her.member.id}`)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/delete-approved',
      headers: { cookie: admin },
    });
    expect(res.json()).toEqual({ deletedCount: 1 });

    expect(aboutHer()).toEqual([]);
    expect(fs.existsSync(recordsFile(her.submissionId))).toBe(false);
    expect(fs.existsSync(recordsFile(`${her.submissionId}.sensitive`))).toBe(false);
    expect(fs.existsSync(herCountersigned)).toBe(false);
    const herJobs = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'submissionId' = ${her.submissionId}`);
    expect(herJobs).toEqual([]);
    const audit = JSON.stringify(await db().select().from(auditLog));
    for (const secret of her.secrets) expect(audit).not.toContain(secret);
    expect(await foundOnDisk(her.secrets)).toEqual([]);

    // The other applicant keeps her mail, records file, jobs and rows.
    expect(outbox().filter((text) => text.toLowerCase().includes(kept.member.email)).length).toBeGreaterThan(
      0,
    );
    expect(fs.existsSync(recordsFile(kept.submissionId))).toBe(true);
    expect(fs.existsSync(recordsFile(`${kept.submissionId}.sensitive`))).toBe(true);
    expect(fs.existsSync(keptCountersigned)).toBe(true);
    const keptJobs = await db()
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'submissionId' = ${kept.submissionId}`);
    // The notification, the confirmation, the employment record and the sensitive information.
    expect(keptJobs.length).toBe(4);
    if (canSearch) expect((await foundOnDisk(kept.secrets)).length).toBeGreaterThan(0);
  });

  it('clearing all data leaves no mail, records file, submission job or byte of any application', async () => {
    const one = await applicant();
    const two = await applicant();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/clear-all-data',
      payload: { confirm: 'DELETE ALL DATA' },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(outbox()).toEqual([]);
    expect(fs.readdirSync(path.join(t.dataDir, 'records'))).toEqual([]);
    expect(await db().select().from(jobs)).toEqual([]);
    expect(await foundOnDisk([...one.secrets, ...two.secrets])).toEqual([]);
  });
});
