// A child process for bench/status.ts: the real app (buildApp, no job worker) on a fresh database
// (in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set), `members`
// seeded members, one proven session per member; prints {url, cookiesFile, database} as one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/query-rows';
import { createSession } from '../src/server/services/sessions/session-store';
import { createTestApp } from '../tests/fixtures/test-app';
import { benchEmail, seedStatusMembers } from './status-seed';

const members = Number(process.argv[2] ?? 1000);
const t = await createTestApp({}, { runJobs: false });
const { db } = t.deps.database;
await seedStatusMembers(db, 'poll', 0, members);
const cookies: string[] = [];
for (let i = 0; i < members; i++) {
  const { token } = await createSession(db, { email: benchEmail('poll', i) });
  cookies.push(`sid=${token}`);
}
const cookiesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-')), 'cookies.json');
fs.writeFileSync(cookiesFile, JSON.stringify(cookies));
const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, cookiesFile, database: current!.name }));

process.on('SIGTERM', () => {
  void t.close().finally(() => {
    fs.rmSync(path.dirname(cookiesFile), { recursive: true, force: true });
    process.exit(0);
  });
});
