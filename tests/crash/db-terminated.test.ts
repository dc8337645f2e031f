import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { type Hire, seedHires } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Issue 20 item 1: pg_terminate_backend on every connection of the app (what a PostgreSQL
// restart or failover does to it) while new hires poll and submit. The same process must answer
// again by itself (pool and LISTEN connections re-opened), and nothing sent after that may get a 5xx.

const N = 30;
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-term-'));
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;
let loading = false;

afterAll(async () => {
  loading = false;
  server?.child.kill('SIGKILL');
  await server?.exited;
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  sentAt: number;
  status: number;
  what: string;
}

const submitRequest = (hire: Hire) =>
  fetch(`${server!.url}/api/submit-application/${encodeURIComponent(hire.email)}`, {
    method: 'POST',
    headers: { cookie: hire.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ isResubmission: false }),
  });

/** Backends of this test's database only (other test runs share the server). */
async function appBackends(c: pg.Client, dbName: string, appName: string) {
  const { rows } = await c.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = $1 and application_name = $2',
    [dbName, appName],
  );
  return rows[0]!.n;
}

it('serves again by itself after its PostgreSQL backends are terminated under load', async () => {
  db = await createDatabase(base);
  const dbName = new URL(db.url).pathname.slice(1);
  server = await startServer({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
    TRUST_PROXY: '1',
  });
  const pid = server.child.pid;
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey,
    serverUrl: server.url,
    mailDir: path.join(dataDir, 'mail'),
    n: N,
  });

  // Load: status polls of every hire and health checks, four at a time, until told to stop.
  const answers: Answer[] = [];
  loading = true;
  const load = async (lane: number) => {
    for (let i = lane; loading; i += 4) {
      const hire = hires[i % N]!;
      const sentAt = performance.now();
      const [url, init] =
        i % 3 === 0
          ? [`${server!.url}/healthz`, {}]
          : [`${server!.url}/api/me/status`, { headers: { cookie: hire.cookie } }];
      const what = url.replace(server!.url, '');
      try {
        const res = await fetch(url, init);
        await res.arrayBuffer();
        answers.push({ sentAt, status: res.status, what });
      } catch {
        // No answer at all (the process is gone): 0, which counts as a failure below.
        answers.push({ sentAt, status: 0, what });
      }
    }
  };
  const lanes = [0, 1, 2, 3].map(load);

  // A third of the hires submit before the cut.
  for (const hire of hires.slice(0, 10)) expect((await submitRequest(hire)).status).toBe(200);

  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    expect(await appBackends(admin, dbName, 'onboarding-listen')).toBe(2);
    // The next third submit while their connections are cut under them.
    const during = hires.slice(10, 20).map(async (hire) => (await submitRequest(hire)).status);
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name like 'onboarding%') t`,
      [dbName],
    );
    const cutAt = performance.now();
    expect(rows[0]!.n).toBeGreaterThan(2);

    // Serving again: the first health check sent after the cut that the database answers.
    await expect
      .poll(() => answers.some((a) => a.sentAt > cutAt && a.what === '/healthz' && a.status === 200), {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(true);
    const backAt = performance.now();
    const duringStatuses = await Promise.all(during);
    // Cut mid-request, a submission is refused with a 503 (try again), never a 500.
    expect(duringStatuses.every((s) => s === 200 || s === 503)).toBe(true);

    // The rest submit after the database came back; a hire whose submission was refused resubmits.
    for (const [i, hire] of hires.slice(10).entries()) {
      if (i < 10 && duringStatuses[i] === 200) continue;
      expect((await submitRequest(hire)).status).toBe(200);
    }
    // The LISTEN connections (change notifications, job wake-ups) are back too.
    await expect.poll(() => appBackends(admin, dbName, 'onboarding-listen'), { timeout: 10_000 }).toBe(2);
    loading = false;
    await Promise.all(lanes);

    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(pid);
    const after = answers.filter((a) => a.sentAt > backAt);
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((a) => a.status >= 500 || a.status === 0)).toEqual([]);
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    const { rows: submitted } = await c
      .query<{ n: number }>('select count(distinct member_id)::int as n from submission_records')
      .finally(() => c.end());
    expect(submitted[0]!.n).toBe(N);
    const refused = answers.filter((a) => a.sentAt > cutAt && a.sentAt <= backAt);
    console.log(
      `terminated ${rows[0]!.n} backends; same process (pid ${pid}) serving again after ` +
        `${(backAt - cutAt).toFixed(0)} ms; ${refused.filter((a) => a.status === 503).length} of ` +
        `${refused.length} requests sent in between answered 503, ${duringStatuses.filter((s) => s === 503).length}/10 ` +
        `submissions in flight refused and resubmitted; ${after.length} requests after, no 5xx; all ${N} submitted`,
    );
  } finally {
    await admin.end();
  }
});
