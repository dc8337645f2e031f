import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/server/db/client';
import { DirLockedError, dirLockHeld } from '../../src/server/db/dir-lock';
import { queryRows } from '../../src/server/db/query-rows';
import { acrossDirectories, copyPgliteTemplateInto } from '../../src/server/db/pglite-template';
import { EnvError, loadEnv } from '../../src/server/env';

describe('start-up configuration', () => {
  it('names the variable when a value is bad', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_KEY: 'short' })).toThrow(/DATA_KEY/);
    expect(() => loadEnv({ ADMIN_PIN: '1234567' })).toThrow(/ADMIN_PIN/);
    expect(() => loadEnv({ ADMIN_PIN: '1234' })).toThrow(/ADMIN_PIN/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    // The records webhook carries TFNs: never unsigned, never plain http off this machine.
    expect(() => loadEnv({ RECORDS_WEBHOOK_URL: 'https://records.example.com/in' })).toThrow(
      /RECORDS_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadEnv({
        RECORDS_WEBHOOK_URL: 'http://records.example.com/in',
        RECORDS_WEBHOOK_SECRET: 'k'.repeat(40),
      }),
    ).toThrow(/RECORDS_WEBHOOK_URL/);
    expect(
      loadEnv({ RECORDS_WEBHOOK_URL: 'http://127.0.0.1:9000/in', RECORDS_WEBHOOK_SECRET: 'k'.repeat(40) })
        .RECORDS_WEBHOOK_URL,
    ).toBe('http://127.0.0.1:9000/in');
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadEnv({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
  });

  it('has defaults that need no set-up', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(env.REQUEST_TIMEOUT_MS).toBe(120_000);
  });
});

describe('PGlite directory lock', () => {
  it('refuses a second open of the same directory while the first holds it, and allows it after close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-lock-'));
    const first = await openPglite(dir);
    // The lock belongs to an open file, not to a pid: a second open in this same process is refused too.
    await expect(openPglite(dir)).rejects.toThrow(DirLockedError);
    await expect(openPglite(dir)).rejects.toThrow(
      new RegExp(`in use by another process \\(pid ${process.pid} on ${os.hostname()}\\)`),
    );
    expect(dirLockHeld(dir)).toBe(true);
    await first.close();
    expect(dirLockHeld(dir)).toBe(false);
    const again = await openPglite(dir);
    await again.migrate();
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is not blocked by a lock file that names a live pid (pid 1 after a reboot, or our own)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-lock-'));
    for (const pid of [1, process.pid, 999999999]) {
      fs.writeFileSync(path.join(dir, '.lock'), String(pid));
      const db = await openPglite(dir);
      await db.close();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and never every proxy', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('first start on disk (the unpacked PGlite template)', () => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  const appliedMigrations = async (db: Awaited<ReturnType<typeof openPglite>>) => {
    const [row] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return row!.n;
  };

  it('opens an empty directory with every migration applied, and keeps what is written after a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-template-'));
    const first = await openPglite(dir);
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    await first.migrate();
    await first.db.execute(sql`insert into app_settings (key, value) values ('template-test', 'kept')`);
    await first.close();

    const again = await openPglite(dir);
    const rows = await queryRows<{ value: string }>(
      again.db,
      sql`select value from app_settings where key = 'template-test'`,
    );
    expect(rows).toEqual([{ value: 'kept' }]);
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('npm install left the unpacked template, which a first start copies with plain file copies', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-template-'));
    expect(await copyPgliteTemplateInto(dir)).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    // Every file of the template arrives whole, whatever order the copies ran in.
    const cache = path.join(__dirname, '../../node_modules/.cache/onboarding');
    const [template] = fs.readdirSync(cache).filter((name) => name.endsWith('.dir'));
    const filesOf = (root: string) =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
        .sort();
    const source = path.join(cache, template!);
    const files = filesOf(source);
    expect(files.length).toBeGreaterThan(1000);
    expect(filesOf(dir)).toEqual(files);
    for (const file of files) {
      expect(
        fs.readFileSync(path.join(dir, file)).equals(fs.readFileSync(path.join(source, file))),
        file,
      ).toBe(true);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('copies one file from each directory in turn, so copies running at once create files in different directories', () => {
    const files = ['base/1/a', 'base/1/b', 'base/1/c', 'base/5/a', 'base/5/b', 'global/a', 'PG_VERSION_x'];
    const ordered = acrossDirectories(files);
    expect([...ordered].sort()).toEqual([...files].sort());
    expect(ordered.slice(0, 4)).toEqual(['base/1/a', 'base/5/a', 'global/a', 'PG_VERSION_x']);
    expect(ordered.slice(4)).toEqual(['base/1/b', 'base/5/b', 'base/1/c']);
  });

  it('copies the template again over a copy that was cut short (no PG_VERSION yet)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-template-'));
    fs.mkdirSync(path.join(dir, 'base'));
    fs.writeFileSync(path.join(dir, 'base', 'half-copied'), 'x');
    const database = await openPglite(dir);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
