// A child process for bench/hires.ts's shipped rows: seeds the database the shipped server will
// open (PGlite on disk in DATA_DIR/db, or DATABASE_URL), then closes it and exits, so the server
// starts cold on it as after a deploy. `hires` new hires with all six tasks complete and not
// submitted, one proven session each, and an HR recipient; prints {hiresFile} as one line.
import fs from 'node:fs';
import path from 'node:path';
import { createDeps } from '../src/server/create-deps';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { createSession, SESSION_COOKIE } from '../src/server/services/sessions/session-store';
import { createRecipient } from '../tests/fixtures/factories';
import { createCompleteApplication } from '../tests/fixtures/task-factories';

const hires = Number(process.argv[2] ?? 200);
const env = loadEnv();
const database: Database = env.DATABASE_URL
  ? await openPostgres(env.DATABASE_URL)
  : await openPglite(path.join(env.dataDir, 'db'));
const deps = await createDeps(env, database);
const { db } = database;
await createRecipient(deps, { email: 'hr@example.com' });
const seeded: { email: string; cookie: string }[] = [];
for (let i = 0; i < hires; i++) {
  const member = await createCompleteApplication(deps, { member: { email: `bench-hire-${i}@example.com` } });
  const { token } = await createSession(db, { email: member.email });
  seeded.push({ email: member.email, cookie: `${SESSION_COOKIE}=${token}` });
}
const hiresFile = path.join(env.dataDir, 'bench-hires.json');
fs.writeFileSync(hiresFile, JSON.stringify(seeded));
await deps.keyRotation.stop();
await deps.jobs.stop();
await deps.live.stop();
deps.mail.close();
await deps.pdf.close();
await database.close();
console.log(JSON.stringify({ hiresFile }));
process.exit(0);
