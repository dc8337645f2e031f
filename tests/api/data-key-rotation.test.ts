import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { getTableName, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createCipher, type Cipher } from '../../src/server/services/crypto/cipher';
import { staffEnrolments, staffMembers, staffPasskeys } from '../../src/server/db/schema/staff';
import { payrollConnections } from '../../src/server/db/schema/payroll';
import { xeroConnection } from '../../src/server/db/schema/xero-connection';
import { ENCRYPTED_TABLES } from '../../src/server/services/crypto/encrypted-columns';
import { exportMembersWorkbook } from '../../src/server/services/excel/export-members-workbook';
import { submitApplication } from '../../src/server/services/submission/submit-application';
import { getSuperfundChoice } from '../../src/server/services/superfund-choices/get-superfund-choice';
import { getTaxDeclaration } from '../../src/server/services/tax-declarations/get-tax-declaration';
import { createDraft, createMemberWithEverything, memberValues } from '../fixtures/factories';
import { scratchDatabase, type ScratchDatabase } from '../fixtures/scratch-database';
import { startDeps } from '../fixtures/start-deps';
import { createCompleteApplication } from '../fixtures/task-factories';

// Key rotation (issue 20 item 4, decision 024): a new DATA_KEY with the old one in
// DATA_KEY_PREVIOUS re-encrypts every encrypted value in the background; afterwards no `v1:`
// value is left anywhere, everything opens with the new key alone, and the old key can go.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const oldKey = crypto.randomBytes(32);
const newKey = crypto.randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');
let db: ScratchDatabase;
afterAll(() => db?.drop());

/** Every encrypted value in the database, by table, column and row id. */
async function encryptedValues(database: Db) {
  const values = new Map<string, string>();
  for (const { table, id, columns } of ENCRYPTED_TABLES) {
    for (const column of columns) {
      const rows = await queryRows<{ id: string; value: string }>(
        database,
        sql`select ${id} as id, ${column} as value from ${table} where ${column} <> ''`,
      );
      for (const row of rows) values.set(`${column.name}#${row.id}`, row.value);
    }
  }
  return values;
}

const openAll = (values: Map<string, string>, cipher: Cipher) =>
  new Map([...values].map(([at, value]) => [at, cipher.decrypt(value)]));

/** Columns of any table, of any text type, holding a value sealed with key version `version`. */
async function columnsHolding(database: Db, version: number) {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    database,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ~ ${`v${version}:[A-Za-z0-9+/]{16}`}`,
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found.sort();
}

async function exportedRows(database: Db, cipher: Cipher) {
  const out = new PassThrough();
  const file = buffer(out);
  await exportMembersWorkbook(database, cipher, out, 2);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows = new Map<string, Record<string, unknown>>();
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const cells = Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1).value ?? '']));
    rows.set(String(cells.Email), cells);
  });
  return rows;
}

/** Every file of the database's own directory: PGlite's, or PostgreSQL's when this machine can read it. */
async function databaseFiles(database: Db, dataDir: string): Promise<string[] | null> {
  let dir = path.join(dataDir, 'db');
  if (!fs.existsSync(dir)) {
    const [row] = await queryRows<{ dir: string; oid: number }>(
      database,
      sql`select current_setting('data_directory') as dir,
            (select oid from pg_database where datname = current_database())::int as oid`,
    ).catch(() => []);
    if (!row) return null;
    dir = path.join(row.dir, 'base', String(row.oid));
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
  return files;
}

/** Consecutive 48-byte slices of a value (TOAST stores long ones in 2 KB chunks). */
const slices = (value: Buffer) => {
  if (value.length <= 64) return [value];
  const out: Buffer[] = [];
  for (let i = 0; i + 48 <= value.length; i += 48) out.push(value.subarray(i, i + 48));
  return out;
};

describe('data key rotation', { timeout: 120_000 }, () => {
  let before: Map<string, string>;
  /** Every value and stored file as sealed with the old key, before the rotation. */
  let sealedWithOldKey: Buffer[];

  it('starts from a database sealed with the first key in every encrypted column', async () => {
    db = await scratchDatabase();
    const first = await startDeps(db, { DATA_KEY: b64(oldKey) });
    const { deps } = first;
    const hire = await createCompleteApplication(deps, {
      member: {
        email: 'hire@example.com',
        visaNumber: 'VN-42',
        visaPassportNumber: 'PA-42',
        visaImmiCardNumber: 'IC-42',
        bankBSB: '062-111',
        bankAccountNumber: '87654321',
      },
      tax: { taxFileNumber: '123456782' },
      // This factory stores super overrides as given: sealed here.
      superfund: {
        isSMSF: 'yes',
        smsfBSB: deps.cipher.encrypt('633-000'),
        smsfAccountNumber: deps.cipher.encrypt('11223344'),
      },
      medicalAnswers: { allergies: 'Bee stings' },
      withTaskPdfs: true,
    });
    await submitApplication(deps, hire.email);
    await createMemberWithEverything(deps, { email: 'other@example.com', visaNumber: 'VN-7' });
    await createDraft(deps, 'hire@example.com', 'address');
    // A staff member's authenticator, a pending enrolment's and a passkey (decision 029).
    const [staff] = await deps.database.db
      .insert(staffMembers)
      .values({
        name: 'Olive Owner',
        email: 'olive@example.com',
        role: 'owner',
        totpSecret: deps.cipher.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
      })
      .returning();
    await deps.database.db.insert(staffEnrolments).values({
      tokenHash: 'rotation-test',
      staffId: staff!.id,
      pendingTotpSecret: deps.cipher.encrypt('KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU'),
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await deps.database.db.insert(staffPasskeys).values({
      staffId: staff!.id,
      credentialId: 'rotation-test',
      publicKey: deps.cipher.encrypt('pQECAyYgASFYIA'),
    });
    // The owner's payroll API key (decision 103).
    await deps.database.db.insert(payrollConnections).values({
      system: 'employment-hero',
      account: '4321',
      secret: deps.cipher.encrypt('payroll-api-key'),
      connectedBy: 'Olive Owner <olive@example.com>',
    });
    // The Xero Payroll AU grant (decision 104).
    await deps.database.db.insert(xeroConnection).values({
      grant: deps.cipher.encrypt(
        JSON.stringify({
          accessToken: 'xa',
          refreshToken: 'xr',
          expiresAt: 0,
          tenantId: 't',
          connectionId: 'c',
        }),
      ),
      organisationName: 'Rotation Test Pty Ltd',
    });
    expect(await columnsHolding(deps.database.db, 1)).toEqual(
      ENCRYPTED_TABLES.flatMap((t) => t.columns.map((c) => `${getTableName(t.table)}.${c.name}`)).sort(),
    );
    const raw = await encryptedValues(deps.database.db);
    before = openAll(raw, deps.cipher);
    expect(before.size).toBeGreaterThan(15);
    // Stored files (photos, signatures, PDFs) are sealed with the key too (issue 36 item 4).
    const files = await deps.database.db.select({ bytes: storedFiles.bytes }).from(storedFiles);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(file.bytes.subarray(0, 3).toString()).toBe('v1:');
    sealedWithOldKey = [...[...raw.values()].map((v) => Buffer.from(v)), ...files.map((f) => f.bytes)];
    await first.stop();
  });

  it('the export opens a page that mixes both keys (in its worker thread)', async () => {
    const running = await startDeps(db, { DATA_KEY: b64(oldKey) });
    const both = createCipher([
      { version: 2, key: crypto.createSecretKey(newKey) },
      { version: 1, key: crypto.createSecretKey(oldKey) },
    ]);
    const { db: database } = running.deps.database;
    await database
      .insert(teamMembers)
      .values(
        memberValues(both, { email: 'mixed@example.com', visaNumber: 'VN-MIX', bankAccountNumber: '5555' }),
      );
    const rows = await exportedRows(database, both);
    expect(rows.get('mixed@example.com')).toMatchObject({
      'Visa Number': 'VN-MIX',
      'Account Number': '5555',
    });
    expect(rows.get('hire@example.com')).toMatchObject({
      'Visa Number': 'VN-42',
      'Account Number': '87654321',
    });
    await database.delete(teamMembers).where(sql`${teamMembers.email} = 'mixed@example.com'`);
    await running.stop();
  });

  it('refuses the new key alone while values are sealed with the old one', async () => {
    await expect(startDeps(db, { DATA_KEY: b64(newKey) })).rejects.toThrow(/DATA_KEY does not match/);
  });

  it('re-encrypts every value with the new key in the background; none is left under the old one', async () => {
    const rotating = await startDeps(db, { DATA_KEY: b64(newKey), DATA_KEY_PREVIOUS: b64(oldKey) });
    expect(rotating.deps.cipher.version).toBe(2);
    const outcome = await rotating.deps.keyRotation.finished;
    expect(outcome).toEqual({
      reencrypted: expect.any(Number) as number,
      sealedFiles: expect.any(Number) as number,
      isComplete: true,
      rotated: true,
      purged: true,
      warnings: [],
    });
    expect(outcome.sealedFiles).toBeGreaterThan(5);
    const { db: database } = rotating.deps.database;
    expect(await columnsHolding(database, 1)).toEqual([]);
    const after = await encryptedValues(database);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const value of after.values()) expect(value).toMatch(/^v2:/);
    // Each value opens with the new key alone, to what it was.
    expect(openAll(after, createCipher(newKey, 2))).toEqual(before);
    const files = await database.select({ bytes: storedFiles.bytes }).from(storedFiles);
    for (const file of files) expect(file.bytes.subarray(0, 3).toString()).toBe('v2:');
    await rotating.stop();
  });

  it('leaves no value or file sealed with the old key in any file of the database (issue 36 item 5)', async () => {
    const reopened = await startDeps(db, { DATA_KEY: b64(newKey) });
    const database = reopened.deps.database.db;
    await database.execute(sql`checkpoint`);
    const files = await databaseFiles(database, db.dataDir);
    await reopened.stop();
    if (!files) {
      console.warn('the PostgreSQL data directory is not readable here: its files were not searched');
      return;
    }
    expect(files.length).toBeGreaterThan(10);
    const old = createCipher(oldKey, 1);
    const needles = sealedWithOldKey.flatMap(slices);
    const found: string[] = [];
    // Read after the stop, as someone with a copy of the directory would (the lock file is gone).
    for (const file of files.filter((f) => fs.existsSync(f))) {
      const bytes = fs.readFileSync(file);
      if (needles.some((needle) => bytes.includes(needle)))
        found.push(`${path.basename(file)}: an old ciphertext`);
      // Any `v1:` value left whole opens with the old key: none may.
      for (const [token] of bytes.toString('latin1').matchAll(/v1:[A-Za-z0-9+/]{24,}={0,2}/g)) {
        try {
          old.decrypt(token);
          found.push(`${path.basename(file)}: ${token.slice(0, 24)} opens with the old key`);
        } catch {
          // A fragment, or not a value: nothing the old key opens.
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('then starts without the old key, reads everything, and refuses the old key as DATA_KEY', async () => {
    const later = await startDeps(db, { DATA_KEY: b64(newKey) });
    const { deps } = later;
    const { db: database } = deps.database;
    expect(await getTaxDeclaration(database, deps.cipher, 'hire@example.com')).toMatchObject({
      taxFileNumber: '123456782',
    });
    expect(await getSuperfundChoice(database, deps.cipher, 'hire@example.com')).toMatchObject({
      taxFileNumber: '123456782',
      smsfBSB: '633-000',
      smsfAccountNumber: '11223344',
    });
    const rows = await exportedRows(database, deps.cipher);
    expect(rows.get('hire@example.com')).toMatchObject({
      'Visa Number': 'VN-42',
      BSB: '062-111',
      'Account Number': '87654321',
      'Tax File Number': '123 456 782',
      'SMSF Account Number': '11223344',
    });
    // New values are sealed with the new key.
    expect(deps.cipher.encrypt('x')).toMatch(/^v2:/);
    await later.stop();
    await expect(startDeps(db, { DATA_KEY: b64(oldKey) })).rejects.toThrow(/DATA_KEY is an older data key/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'data key rotation on two instances at once',
  { timeout: 120_000 },
  () => {
    it('both finish, no value is left under the old key, and each opens to what it was', async () => {
      const shared = await scratchDatabase();
      try {
        const first = await startDeps(shared, { DATA_KEY: b64(oldKey) });
        // More than two pages of 200, so the two instances' pages overlap.
        await first.deps.database.db
          .insert(teamMembers)
          .values(
            Array.from({ length: 450 }, (_, i) =>
              memberValues(first.deps.cipher, { email: `two-${i}@example.com`, visaNumber: `VN-${i}` }),
            ),
          );
        const values = openAll(await encryptedValues(first.deps.database.db), first.deps.cipher);
        await first.stop();

        const env = { DATA_KEY: b64(newKey), DATA_KEY_PREVIOUS: b64(oldKey) };
        const a = await startDeps(shared, env);
        const b = await startDeps(shared, env);
        const outcomes = await Promise.all([a.deps.keyRotation.finished, b.deps.keyRotation.finished]);
        expect(outcomes.map((o) => o.isComplete)).toEqual([true, true]);
        const { db: database } = a.deps.database;
        expect(await columnsHolding(database, 1)).toEqual([]);
        expect(openAll(await encryptedValues(database), createCipher(newKey, 2))).toEqual(values);
        await a.stop();
        await b.stop();
      } finally {
        await shared.drop();
      }
    });
  },
);
