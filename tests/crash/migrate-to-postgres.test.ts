import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import { medicalDeclarations } from '../../src/server/db/schema/medical-declarations';
import { retentionCounts } from '../../src/server/db/schema/retention-counts';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createCipher } from '../../src/server/services/crypto/cipher';
import type { AppDeps } from '../../src/server/types';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// `npm run migrate-to-postgres` from an embedded install with complete applications into a new
// database on the real PostgreSQL; the app then starts on it with the same key.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-migrate-'));
const cipher = createCipher(Buffer.from(dataKey, 'base64'));
let target: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await target?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const migrate = (databaseUrl: string) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/migrate-to-postgres.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  });

async function tableRows(database: Database) {
  const counts: Record<string, number> = {};
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    counts[name] = row!.n;
  }
  return counts;
}

it('moves every row of an embedded install to PostgreSQL, where the app starts and every member decrypts', async () => {
  // An embedded install as npm start leaves it (migrated, policies seeded), then five complete applications.
  const first = await startServer({ DATA_DIR: dataDir, DATA_KEY: dataKey, ADMIN_PIN: '135791' });
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  const embedded = await openPglite(path.join(dataDir, 'db'));
  const deps = { database: embedded, cipher } as unknown as AppDeps;
  await createRecipient(deps, { email: 'hr@example.com' });
  const visaNumbers = new Map<string, string>();
  for (let i = 0; i < 5; i++) {
    const visaNumber = `VZ${crypto.randomInt(1e6, 1e7)}`;
    const member = await createCompleteApplication(deps, {
      member: { email: `moving-${i}@example.com`, visaNumber },
    });
    visaNumbers.set(member.email, visaNumber);
  }
  const before = await tableRows(embedded);

  // While the embedded database is open (as by a running app), the move refuses.
  target = await createDatabase(base);
  await expect(migrate(target.url)).rejects.toMatchObject({
    stderr: expect.stringContaining('in use by another process'),
  });
  await embedded.close();

  const { stdout } = await migrate(target.url);
  expect(stdout).toContain('every table matches');

  const moved = await openPostgres(target.url);
  try {
    expect(await tableRows(moved)).toEqual(before);
    const members = await moved.db.select().from(teamMembers);
    expect(members.map((m) => [m.email, cipher.decrypt(m.visaNumber)]).sort()).toEqual(
      [...visaNumbers].sort(),
    );
    for (const row of await moved.db.select().from(medicalDeclarations)) {
      expect(JSON.parse(cipher.decrypt(row.answers))).toMatchObject({ allergies: 'Peanuts' });
    }
    // The counters the triggers keep arrive as they were, not counted twice.
    const counts = await moved.db.select().from(retentionCounts);
    expect(counts.reduce((sum, c) => sum + c.members, 0)).toBe(5);
  } finally {
    await moved.close();
  }

  server = await startServer({
    DATABASE_URL: target.url,
    DATA_DIR: dataDir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
  });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

  // A second run finds the database no longer new and changes nothing.
  await expect(migrate(target.url)).rejects.toMatchObject({
    stderr: expect.stringContaining('already holds tables'),
  });
});
