import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appSettings } from '../../src/server/db/schema/app-settings';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { loadEnv } from '../../src/server/env';
import { keyFilePath } from '../../src/server/services/crypto/data-key';
import { DataKeyError, requireGivenDataKey } from '../../src/server/services/crypto/open-data-keys';
import { memberView } from '../../src/server/services/team-members/member-view';
import { createMember } from '../fixtures/factories';
import { scratchDatabase, type ScratchDatabase } from '../fixtures/scratch-database';
import { startDeps } from '../fixtures/start-deps';

// Issue 20 item 4: a database restored without its key, or a second instance with a key of its
// own, started silently and answered 500 on every read. Start-up now checks the key against the
// fingerprint the database stores. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const newKey = () => crypto.randomBytes(32).toString('base64');
const scratches: ScratchDatabase[] = [];
afterEach(async () => {
  for (const s of scratches.splice(0)) await s.drop();
});
async function scratch() {
  const s = await scratchDatabase();
  scratches.push(s);
  return s;
}

/** A database holding one member with a BSB, account and visa number, sealed with `key`. */
async function databaseWithMember(key: string) {
  const db = await scratch();
  const first = await startDeps(db, { DATA_KEY: key });
  const member = await createMember(first.deps, { email: 'kept@example.com', visaNumber: 'VN-123' });
  await first.stop();
  return { db, member };
}

describe('the data key at start-up', { timeout: 120_000 }, () => {
  it('refuses another DATA_KEY than the data was sealed with, naming DATA_KEY, and the right key still opens it', async () => {
    const key = newKey();
    const { db } = await databaseWithMember(key);

    const wrong = startDeps(db, { DATA_KEY: newKey() });
    await expect(wrong).rejects.toThrow(DataKeyError);
    await expect(startDeps(db, { DATA_KEY: newKey() })).rejects.toThrow(
      /DATA_KEY does not match the key this database was encrypted with/,
    );

    const right = await startDeps(db, { DATA_KEY: key });
    const [row] = await right.deps.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, 'kept@example.com'));
    expect(memberView(row!, right.deps.cipher)).toMatchObject({
      bankBSB: '062-000',
      bankAccountNumber: '12345678',
      visaNumber: 'VN-123',
    });
    await right.stop();
  });

  it('refuses a second instance with a key of its own on a database in use', async () => {
    const db = await scratch();
    // Both start on an empty database: the first records its key, the second must match it.
    const first = await startDeps(db, { DATA_KEY: newKey() });
    // PostgreSQL: while the first still runs (PGlite's directory lock allows one process).
    if (!db.url) await first.stop();
    await expect(startDeps(db, { DATA_KEY: newKey() })).rejects.toThrow(/DATA_KEY does not match/);
    if (db.url) await first.stop();
  });

  it('checks a database written before keys had fingerprints against its stored values', async () => {
    const key = newKey();
    const { db } = await databaseWithMember(key);
    const opened = await db.open();
    await opened.db.delete(appSettings).where(like(appSettings.key, 'data-key:%'));
    await opened.close();

    await expect(startDeps(db, { DATA_KEY: newKey() })).rejects.toThrow(/DATA_KEY does not match/);
    const right = await startDeps(db, { DATA_KEY: key });
    const stored = await right.deps.database.db
      .select()
      .from(appSettings)
      .where(like(appSettings.key, 'data-key:%'));
    expect(stored.map((r) => r.key)).toEqual(['data-key:v1']);
    await right.stop();
  });

  it('stores a fingerprint that is neither the key nor a plain hash of it', async () => {
    const key = newKey();
    const { db } = await databaseWithMember(key);
    const opened = await db.open();
    const [row] = await opened.db.select().from(appSettings).where(eq(appSettings.key, 'data-key:v1'));
    await opened.close();
    const raw = Buffer.from(key, 'base64');
    const plain = ['sha256', 'sha512', 'md5'].flatMap((h) => {
      const digest = crypto.createHash(h).update(raw).digest();
      return ['hex', 'base64', 'base64url'].map((enc) => digest.toString(enc as BufferEncoding));
    });
    expect(row!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const form of [key, raw.toString('hex'), raw.toString('base64url'), ...plain]) {
      expect(row!.value).not.toContain(form.slice(0, 16));
    }
  });
});

describe('without DATA_KEY', { timeout: 120_000 }, () => {
  it('is required with DATABASE_URL', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://app@db.example.com/onboarding' })).toThrow(
      /DATA_KEY: must be set when DATABASE_URL is/,
    );
    expect(
      loadEnv({ DATABASE_URL: 'postgres://app@db.example.com/onboarding', DATA_KEY: newKey() }).DATA_KEY,
    ).toBeDefined();
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'never generates a key for a database restored without its key file, nor accepts another key file',
    async () => {
      const db = await scratch();
      const first = await startDeps(db, {});
      await createMember(first.deps, { email: 'kept@example.com' });
      await first.stop();
      const keyFile = keyFilePath(db.dataDir);
      const original = fs.readFileSync(keyFile, 'utf8');

      fs.rmSync(keyFile);
      await expect(startDeps(db, {})).rejects.toThrow(/No data key was given.*set DATA_KEY/);
      expect(fs.existsSync(keyFile)).toBe(false);

      fs.writeFileSync(keyFile, newKey(), { mode: 0o600 });
      await expect(startDeps(db, {})).rejects.toThrow(/DATA_KEY does not match/);

      fs.writeFileSync(keyFile, original, { mode: 0o600 });
      const again = await startDeps(db, {});
      await again.stop();
    },
  );
});

// Issue 44 item 2: the container image sets DATA_KEY_REQUIRED, so that no key is ever generated
// in (or read from) the data volume: it would be in every backup of the volume.
// With DATABASE_URL the key is always required (above): these are the embedded database's.
describe('DATA_KEY_REQUIRED', { timeout: 120_000 }, () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'refuses to start without a given key, generating none, and starts with one',
    async () => {
      const db = await scratch();
      await expect(startDeps(db, { DATA_KEY_REQUIRED: 'true' })).rejects.toThrow(DataKeyError);
      await expect(startDeps(db, { DATA_KEY_REQUIRED: 'true' })).rejects.toThrow(
        /^No data key was given, and DATA_KEY_REQUIRED=true keeps it out of the data directory: set DATA_KEY_FILE/,
      );
      expect(fs.existsSync(keyFilePath(db.dataDir))).toBe(false);
      const started = await startDeps(db, { DATA_KEY_REQUIRED: 'true', DATA_KEY: newKey() });
      await started.stop();
      expect(fs.existsSync(keyFilePath(db.dataDir))).toBe(false);
    },
  );

  it('does not read a key file left in the data dir, and says to move it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-required-'));
    fs.writeFileSync(keyFilePath(dataDir), newKey(), { mode: 0o600 });
    const env = loadEnv({ DATA_DIR: dataDir, DATA_KEY_REQUIRED: 'true' });
    expect(() => requireGivenDataKey(env)).toThrow(
      `DATA_KEY (the key file ${keyFilePath(dataDir)} is not read: move its key to one of these, then delete it).`,
    );
    // Unset (npm start on a laptop), the key file is the key, as before.
    expect(() => requireGivenDataKey(loadEnv({ DATA_DIR: dataDir }))).not.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

/** Runs the real server (`node src/server/main.ts`) until it exits or prints `until`. */
function runServer(db: ScratchDatabase, env: Record<string, string>, until = /ready at/) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      ADMIN_PIN: '135790',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url ?? '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    child.stdout.on('data', () => {
      if (until.test(out)) child.kill('SIGTERM');
    });
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('the server process', () => {
  it(
    'exits at start-up with a message naming DATA_KEY when the key does not match',
    { timeout: 240_000 },
    async () => {
      const key = newKey();
      const { db } = await databaseWithMember(key);
      const wrong = await runServer(db, { DATA_KEY: newKey() });
      expect(wrong.code).toBe(1);
      expect(wrong.out).toContain('DATA_KEY does not match the key this database was encrypted with');
      expect(wrong.out).not.toContain('ready at');

      const right = await runServer(db, { DATA_KEY: key });
      expect(right.out).toContain('ready at');
      expect(right.code).toBe(0);
    },
  );

  it(
    'rotates to a new key given with the old one, and says when the old one can go',
    { timeout: 240_000 },
    async () => {
      const key = newKey();
      const { db } = await databaseWithMember(key);
      const next = newKey();
      const run = await runServer(
        db,
        { DATA_KEY: next, DATA_KEY_PREVIOUS: key, LOG_LEVEL: 'info' },
        /DATA_KEY_PREVIOUS can be removed/,
      );
      expect(run.out).toContain(
        'data key rotation finished: every value and stored file is under data key version 2, every live instance runs on it, and the old row versions were purged from the database files; DATA_KEY_PREVIOUS can be removed (from every instance, each at its next restart).',
      );
      // Issue 36 item 5: the log says what a backup from before the rotation still needs.
      expect(run.out).toContain(
        'Backups taken before the rotation are still sealed with the old key: keep it as long as you keep them',
      );
      // One member row, its BSB, account and visa number sealed again in one update.
      expect(run.out).toMatch(/"reencrypted":1\b/);
      const after = await runServer(db, { DATA_KEY: next });
      expect(after.out).toContain('ready at');
      expect(after.code).toBe(0);
    },
  );

  it(
    "starts with the data key from systemd's credentials directory (DATA_KEY_FILE: tests/unit/secret-files)",
    { timeout: 240_000 },
    async () => {
      const key = newKey();
      const { db } = await databaseWithMember(key);
      const credentials = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-credentials-'));
      fs.writeFileSync(path.join(credentials, 'DATA_KEY'), `${key}\n`, { mode: 0o400 });
      const fromCredential = await runServer(db, {
        CREDENTIALS_DIRECTORY: credentials,
        DATA_KEY_REQUIRED: 'true',
      });
      expect(fromCredential.out).toContain('ready at');
      expect(fromCredential.code).toBe(0);
      fs.rmSync(credentials, { recursive: true, force: true });
    },
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'with DATA_KEY_REQUIRED and no key, exits 1 with one line and writes nothing into the data dir',
    { timeout: 240_000 },
    async () => {
      const db = await scratch();
      const run = await runServer(db, { DATA_KEY_REQUIRED: 'true' });
      expect(run.code).toBe(1);
      expect(run.out.trim().split('\n')).toEqual([
        'No data key was given, and DATA_KEY_REQUIRED=true keeps it out of the data directory: set ' +
          'DATA_KEY_FILE to a file holding it (a container secret), or give the DATA_KEY credential or ' +
          'DATA_KEY (a new install: openssl rand -base64 32).',
      ]);
      expect(fs.readdirSync(db.dataDir)).toEqual([]);
    },
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'warns when DATA_KEY is unset behind an https PUBLIC_URL',
    { timeout: 240_000 },
    async () => {
      const db = await scratch();
      const run = await runServer(db, { PUBLIC_URL: 'https://onboarding.example.com' });
      expect(run.out).toContain(
        `Warning: DATA_KEY is not set, so the data key is the file ${path.join(db.dataDir, 'data.key')}`,
      );
      expect(run.out).toContain('keep it apart from the data and its backups');
    },
  );
});
