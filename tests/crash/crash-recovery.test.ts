import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startWebhookReceiver } from '../fixtures/delivery-peers';
import { seedHires, submit } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// 50 submissions against a real server process on PostgreSQL; the process is killed with
// SIGKILL while it delivers them, then started again. Every submission must reach the records
// system, and no submission may be recorded twice there: repeats carry the same Idempotency-Key.

const N = 50;
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-crash-'));
const receiver = startWebhookReceiver({ delayMs: 150 });
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await receiver.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('delivers every submission exactly once by key across a kill -9 and a restart', async () => {
  db = await createDatabase(base);
  const env = {
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
    TRUST_PROXY: '1',
    RECORDS_WEBHOOK_URL: await receiver.listen(),
    RECORDS_WEBHOOK_SECRET: 'crash-secret',
    // A killed worker's jobs come back after 2 s instead of 5 minutes.
    JOB_LEASE_SECONDS: '2',
    JOB_RETRY_BASE_MS: '100',
  };
  server = await startServer(env);
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey,
    serverUrl: server.url,
    mailDir: path.join(dataDir, 'mail'),
    n: N,
  });

  const started = performance.now();
  const ids = await Promise.all(hires.map((h) => submit(server!.url, h)));
  expect(new Set(ids).size).toBe(N);

  // Kill it while deliveries are in flight: some received, most not.
  await receiver.until(() => receiver.deliveries.length >= 10);
  server.child.kill('SIGKILL');
  await server.exited;
  const atKill = receiver.deliveries.length;

  const restarted = performance.now();
  server = await startServer(env);
  // Two keys each (decision 109): the employment record and the sensitive information.
  await receiver.until(() => new Set(receiver.deliveries.map((d) => d.key)).size === 2 * N);
  const allIn = performance.now();

  const byKey = new Map<string, string[]>();
  for (const d of receiver.deliveries) byKey.set(d.key, [...(byKey.get(d.key) ?? []), d.body]);
  expect([...byKey.keys()].sort()).toEqual(ids.flatMap((id) => [id, `${id}.sensitive`]).sort());
  // A repeat is the same submission under the same key, so the receiver records it once.
  for (const bodies of byKey.values()) expect(new Set(bodies).size).toBe(1);

  // And the app knows: every record delivered, every job done.
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    await expect
      .poll(
        async () =>
          (
            await c.query<{ n: number }>(
              "select count(*)::int as n from submission_records where records_system_status = 'delivered'",
            )
          ).rows[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(N);
    await expect
      .poll(
        async () =>
          // The reminder sweep (decision 031) and the retention sweep (decision 108) always wait for their next run.
          (
            await c.query<{ n: number }>(
              "select count(*)::int as n from jobs where status <> 'done' and kind not in ('applications.reminder-sweep', 'retention.sweep')",
            )
          ).rows[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(0);
  } finally {
    await c.end();
  }
  const repeats = receiver.deliveries.length - 2 * N;
  console.log(
    `crash test: ${N} submissions; ${atKill} deliveries received before kill -9; all ${N} keys in ` +
      `${((allIn - started) / 1000).toFixed(1)} s (${((allIn - restarted) / 1000).toFixed(1)} s after the restart, ` +
      `lease 2 s); ${repeats} repeat deliveries, all with the same key and body`,
  );
});
