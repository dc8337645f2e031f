import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { openFileBytes } from '../../src/server/services/files/file-bytes';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 36 item 4, replayed: the medical answers sat in clear in the stored medical PDF (and the
// date of birth and address in the application PDF), photos and signatures too, in every backup
// and `pg_dump`, while docs/operations.md (then the README) says a backup without its key is unreadable. An install with a
// submitted application and a medical declaration drawn into its PDF is backed up (PGlite:
// `npm run backup`'s snapshot; PostgreSQL: `pg_dump`), and every byte of the backup and of
// DATA_DIR is searched for the medical answers, the TFN (digits and spaced), the bank account
// number, and a slice of every stored file as it reads in clear.

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { pgliteOnDisk: true });
  await createRecipient(t.deps, { name: 'HR', email: 'hr@example.com', receivesHealthInformation: true });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const EMAIL = 'sealed.hire@example.com';
const TFN = '876543210';
const ACCOUNT = '40961234';
const ANSWERS = {
  medicalConditions: 'Epilepsy managed since 2014',
  medications: 'Levetiracetam twice daily',
  allergies: 'Penicillin causes hives',
};
const SECRETS = [...Object.values(ANSWERS), TFN, '876 543 210', ACCOUNT];

const pdfText = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

async function jobsDone() {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from jobs where status <> 'done'`,
  );
  return row!.n;
}

/** Every file under `dir`. */
function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    return e.isDirectory() ? walk(at) : e.isFile() ? [at] : [];
  });
}

/** A backup as an operator takes it: the embedded database's snapshot, or pg_dump of the database. */
async function takeBackup(): Promise<{ name: string; bytes: Buffer } | null> {
  if (t.deps.database.kind === 'pglite') {
    const blob = await t.deps.database.dumpDataDir!();
    // The .tar.gz as `npm run backup` writes it, searched as the tar inside.
    return { name: 'backup.tar', bytes: zlib.gunzipSync(Buffer.from(await blob.arrayBuffer())) };
  }
  const pgDump = await run('which', ['pg_dump']).then(
    (r) => r.stdout.trim(),
    () => '',
  );
  if (!pgDump) return null;
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    db(),
    sql`select current_database() as name`,
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const dump = await run(pgDump, ['--no-owner', url.toString()], {
    encoding: 'buffer',
    maxBuffer: 512 * 1024 * 1024,
  });
  return { name: 'pg_dump', bytes: dump.stdout };
}

/**
 * Slices of a file's bytes in clear that could only come from it: 32 bytes with at least 20
 * different values (a run of zeros or of one colour would match any file), up to three of them.
 */
function slicesOf(bytes: Buffer): Buffer[] {
  const size = 32;
  const out: Buffer[] = [];
  for (let at = 0; at + size <= bytes.length && out.length < 3; at += size) {
    const slice = bytes.subarray(at, at + size);
    if (new Set(slice).size >= 20) {
      out.push(slice);
      at += Math.floor(bytes.length / 4);
    }
  }
  return out;
}

describe('nothing personal is readable at rest without the key', { timeout: 120_000 }, () => {
  it(`a backup (${process.env.TEST_DATABASE_URL ? 'pg_dump' : 'PGlite snapshot'}) and every file of DATA_DIR hold no medical answer, TFN, account number or stored file in clear`, async () => {
    await createCompleteApplication(t.deps, {
      member: { email: EMAIL, fullName: 'Sealed Hire', bankAccountNumber: ACCOUNT },
      tax: { taxFileNumber: TFN },
      medicalAnswers: {
        ...ANSWERS,
        answers: Object.entries(ANSWERS).map(([questionId, answer]) => ({
          questionId,
          question: `Question ${questionId}`,
          answer,
        })),
      },
    });
    const cookie = await employeeCookie(t.app, EMAIL);
    // The medical declaration's PDF, drawn by the app with the answers in it.
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/tasks/complete',
      headers: { cookie },
      payload: { taskType: 'medical-declaration', userEmail: EMAIL },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/submit-application/${EMAIL}`,
      headers: { cookie },
      payload: { isResubmission: false },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    // The PDFs are drawn, HR is mailed them, the records copy is written.
    await t.deps.jobs.start(t.app.log);
    await expect.poll(jobsDone, { timeout: 60_000 }).toBe(0);
    await t.deps.jobs.stop();

    // The search looks for what is really there: the files, opened, hold the answers.
    const files = await db().select().from(storedFiles);
    const opened = files
      .map((f) => ({ kind: f.kind, bytes: openFileBytes(t.deps.cipher, f.bytes) }))
      .filter((f) => f.bytes.length > 0);
    const medical = files.find((f) => f.kind === 'medical-declaration-pdf')!;
    const medicalText = await pdfText(openFileBytes(t.deps.cipher, medical.bytes));
    for (const answer of Object.values(ANSWERS)) expect(medicalText).toContain(answer);
    expect(files.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['profile-photo', 'signature', 'medical-declaration-pdf', 'application-pdf']),
    );

    await db().execute(sql`checkpoint`);
    const backup = await takeBackup();
    if (!backup) console.warn('pg_dump is not installed: only DATA_DIR was searched');
    const searched = [
      ...walk(t.dataDir).map((file) => ({
        name: path.relative(t.dataDir, file),
        bytes: fs.readFileSync(file),
      })),
      ...(backup ? [backup] : []),
    ];
    expect(searched.some((s) => s.name.startsWith('mail'))).toBe(true);
    // Every PDF and signature has slices to look for (the fixture's photo is one flat colour,
    // searched where it has any).
    for (const f of opened.filter((f) => f.kind !== 'profile-photo'))
      expect(slicesOf(f.bytes).length, f.kind).toBeGreaterThan(0);
    const needles = [
      ...SECRETS.map((s) => ({ what: s, bytes: Buffer.from(s, 'utf8') })),
      ...opened.flatMap((f) => slicesOf(f.bytes).map((slice) => ({ what: `file ${f.kind}`, bytes: slice }))),
    ];
    const hits = searched.flatMap(({ name, bytes }) =>
      needles.filter((n) => bytes.includes(n.bytes)).map((n) => `${name}: ${n.what}`),
    );
    expect([...new Set(hits)]).toEqual([]);
  });
});
