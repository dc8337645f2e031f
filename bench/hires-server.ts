// A child process for bench/hires.ts: the real app (buildApp, with its job worker: emails are
// written as .eml files, records-system deliveries as JSON files) on a fresh database (in-memory
// PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set), `hires` new hires with all
// six tasks complete and not submitted, one proven session each, and an HR recipient; prints
// {url, hiresFile} as one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSession, SESSION_COOKIE } from '../src/server/services/sessions/session-store';
import { createRecipient } from '../tests/fixtures/factories';
import { createCompleteApplication } from '../tests/fixtures/task-factories';
import { createTestApp } from '../tests/fixtures/test-app';

const hires = Number(process.argv[2] ?? 200);
// The hires come through a trusted proxy on loopback, each with its own address (bench/hires.ts).
const t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
const { db } = t.deps.database;
await createRecipient(t.deps, { email: 'hr@example.com' });
const seeded: { email: string; cookie: string }[] = [];
for (let i = 0; i < hires; i++) {
  const member = await createCompleteApplication(t.deps, {
    member: { email: `bench-hire-${i}@example.com` },
  });
  const { token } = await createSession(db, { email: member.email });
  seeded.push({ email: member.email, cookie: `${SESSION_COOKIE}=${token}` });
}
const hiresFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-')), 'hires.json');
fs.writeFileSync(hiresFile, JSON.stringify(seeded));
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ url, hiresFile }));

process.on('SIGTERM', () => {
  void t.close().finally(() => {
    fs.rmSync(path.dirname(hiresFile), { recursive: true, force: true });
    process.exit(0);
  });
});
