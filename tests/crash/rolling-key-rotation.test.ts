import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import { storedFiles } from '../../src/server/db/schema/stored-files';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { ENCRYPTED_TABLES } from '../../src/server/services/crypto/encrypted-columns';
import { type Hire, seedHires } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// A rolling data-key rotation on two instances of one PostgreSQL (issue 37 item 1): instance A
// is restarted with DATA_KEY=k2 DATA_KEY_PREVIOUS=k1 while hires submit through B, still on k1.
// B must never seal under k1 once the database knows k2 (it answers 503 'this server is being
// updated', never 500), A must not say the rotation finished while B lives on k1, and once B is
// restarted on k2+k1 the rotation finishes, after which A on k2 alone reads every value.

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const k1 = crypto.randomBytes(32).toString('base64');
const k2 = crypto.randomBytes(32).toString('base64');
const dirs = { a: tmp(), b: tmp() };
const running = new Set<ServerProcess>();
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;

function tmp() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'onb-rotation-'));
}

afterAll(async () => {
  for (const s of running) s.child.kill('SIGTERM');
  await Promise.all([...running].map((s) => s.exited));
  await db?.drop();
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(dir: string, keys: Record<string, string>) {
  const server = await startServer({
    DATABASE_URL: db!.url,
    DATA_DIR: dir,
    ADMIN_PIN: '135791',
    LOG_LEVEL: 'info',
    // The hires' distinct X-Forwarded-For addresses stand for distinct phones.
    TRUST_PROXY: '1',
    ...keys,
  });
  running.add(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  running.delete(server);
}

interface Answer {
  status: number;
  body: { error?: string; message?: string };
}

async function submitTo(server: ServerProcess, hire: Hire): Promise<Answer> {
  const res = await fetch(`${server.url}/api/submit-application/${encodeURIComponent(hire.email)}`, {
    method: 'POST',
    headers: { cookie: hire.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ isResubmission: false }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const until = (check: () => void | Promise<void>, timeout = 60_000) =>
  vi.waitFor(check, { timeout, interval: 100 });

it('B on the old key stops sealing, A waits for it, and the rotation finishes once B runs on the new key', async () => {
  db = await createDatabase(base);
  // Migrated here, so the two instances start side by side (each start costs seconds of CI).
  const migrating = await openPostgres(db.url);
  await migrating.migrate();
  await migrating.close();
  let [a, b] = await Promise.all([start(dirs.a, { DATA_KEY: k1 }), start(dirs.b, { DATA_KEY: k1 })]);
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey: k1,
    serverUrl: b.url,
    mailDir: path.join(dirs.b, 'mail'),
    n: 8,
  });

  // A restarts on k2+k1 while hires keep submitting through B, one after another.
  await stop(a);
  const answers = new Map<string, Answer>();
  const aStarting = start(dirs.a, { DATA_KEY: k2, DATA_KEY_PREVIOUS: k1 });
  // Half of them while A is down and starting; the rest once A is up and B knows of k2 (its
  // health check fails: a NOTIFY, or its heartbeat within 2 s).
  const bHeard = async () => {
    a = await aStarting;
    await until(async () => {
      const health = await fetch(`${b.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ ok: false, error: 'data_key_superseded' });
    });
  };
  for (const [i, hire] of hires.entries()) {
    if (i === hires.length / 2) await bHeard();
    answers.set(hire.email, await submitTo(b, hire));
  }

  const statuses = [...answers.values()].map((x) => x.status);
  // Never 'Something went wrong': each answer is a submission or B saying it is being updated.
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  // B heard of k2 and refuses to seal: every hire submitting after that got the 503.
  expect(hires.slice(hires.length / 2).map((h) => answers.get(h.email)!.status)).toEqual(
    hires.slice(hires.length / 2).map(() => 503),
  );
  const refused = [...answers.values()].filter((x) => x.status === 503);
  for (const x of refused)
    expect(x.body).toEqual({
      error: 'server_updating',
      message: 'This server is being updated. Nothing was lost: please try again in a minute.',
    });
  // B's log says why, once, and what to do.
  await until(() => expect(b.output()).toContain('Another instance started a key rotation'));
  expect(b.output().split('Another instance started a key rotation').length - 1).toBe(1);
  expect(b.output()).toContain(
    'Restart it now with DATA_KEY set to the new key and DATA_KEY_PREVIOUS set to the key it runs on now.',
  );

  // The hires B turned away submit through A (as their retry reaches it): nothing was lost.
  for (const hire of hires.filter((h) => answers.get(h.email)!.status === 503))
    expect((await submitTo(a, hire)).status).toBe(200);

  // A re-encrypted everything it could but waits for B: it says so, and not that it finished.
  await until(() => expect(a.output()).toContain('still run on an older key'));
  expect(a.output()).toContain(`pid ${b.child.pid} on data key version 1`);
  expect(a.output()).not.toContain('rotation finished');
  expect(a.output()).not.toContain('DATA_KEY_PREVIOUS can be removed');

  // B stops to restart on k2+k1: no instance is left on k1, so the rotation finishes.
  await stop(b);
  await until(() => expect(a.output()).toContain('data key rotation finished'));
  expect(a.output()).toContain('DATA_KEY_PREVIOUS can be removed');

  // B comes back on k2+k1 while A is restarted on k2 alone, as the log says; A reads every hire's values.
  const bStarting = start(dirs.b, { DATA_KEY: k2, DATA_KEY_PREVIOUS: k1 });
  await stop(a);
  a = await start(dirs.a, { DATA_KEY: k2 });
  b = await bStarting;
  expect(b.output()).not.toContain('Another instance started a key rotation');
  for (const hire of hires) {
    const res = await fetch(`${a.url}/api/superfund-choices`, { headers: { cookie: hire.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: hire.email });
  }
  // And every encrypted value and stored file in the database opens with k2 alone.
  const database = await openPostgres(db.url);
  try {
    const cipher = createCipher(Buffer.from(k2, 'base64'), 2);
    let opened = 0;
    for (const { table, columns } of ENCRYPTED_TABLES)
      for (const column of columns) {
        const rows = await queryRows<{ v: string }>(
          database.db,
          sql`select ${column}::text as v from ${table} where ${column} <> ''`,
        );
        for (const row of rows) expect(() => cipher.decrypt(row.v)).not.toThrow();
        opened += rows.length;
      }
    const files = await database.db.select({ bytes: storedFiles.bytes }).from(storedFiles);
    for (const file of files) expect(() => cipher.openBytes(file.bytes)).not.toThrow();
    expect(opened).toBeGreaterThan(hires.length);
    expect(files.length).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
});
