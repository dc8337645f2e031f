import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { seedHires, submit } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Issue 20 item 5, PostgreSQL: a worker renews the lease of each job it runs (a heartbeat), so
// the lease can be short. A live worker's delivery that takes longer than the lease is never
// taken from it (no repeat); a killed worker's delivery is taken up by another instance within
// seconds, not after 5 minutes.

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'onb-lease-')));
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
const servers: ServerProcess[] = [];

/** A records system whose answer takes `delayMs`, or never comes while `hang` is set. */
const arrivals: { key: string; at: number }[] = [];
const answered: string[] = [];
const behaviour = { delayMs: 0, hang: false };
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const key = String(req.headers['idempotency-key']);
    // The sensitive information's own delivery (decision 109) is answered at once: this test is
    // about the employment record's long and hung deliveries.
    if (key.endsWith('.sensitive')) return void res.end('ok');
    arrivals.push({ key, at: performance.now() });
    if (behaviour.hang) return;
    setTimeout(() => {
      answered.push(key);
      res.end('ok');
    }, behaviour.delayMs);
  });
});

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await db?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('keeps a live worker’s long job, and hands a killed worker’s job to another instance in seconds', async () => {
  db = await createDatabase(base);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const env = (dir: string, lease?: string) => ({
    DATABASE_URL: db!.url,
    DATA_DIR: dir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
    TRUST_PROXY: '1',
    RECORDS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/records`,
    RECORDS_WEBHOOK_SECRET: 'lease-secret',
    ...(lease ? { JOB_LEASE_SECONDS: lease } : {}),
  });
  // Instance A with a 2 s lease.
  const a = await startServer(env(dirs[0]!, '2'));
  servers.push(a);
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey,
    serverUrl: a.url,
    mailDir: path.join(dirs[0]!, 'mail'),
    n: 4,
  });

  // Deliveries that take 5 s, more than twice the lease: the heartbeat keeps them with A.
  behaviour.delayMs = 5000;
  const first = await Promise.all(hires.slice(0, 2).map((h) => submit(a.url, h)));
  await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(2);
  expect([...answered].sort()).toEqual([...first].sort());
  expect(arrivals.map((x) => x.key).sort()).toEqual([...first].sort());

  // Now the records system hangs; A runs two deliveries when it is killed.
  behaviour.hang = true;
  const second = await Promise.all(hires.slice(2).map((h) => submit(a.url, h)));
  await expect.poll(() => arrivals.filter((x) => second.includes(x.key)).length, { timeout: 30_000 }).toBe(2);
  behaviour.hang = false;
  behaviour.delayMs = 0;
  a.child.kill('SIGKILL');
  await a.exited;
  const killedAt = performance.now();

  // Instance B, with the default lease (15 s), takes them up.
  const b = await startServer(env(dirs[1]!));
  servers.push(b);
  const bReadyAt = performance.now();
  await expect.poll(() => answered.filter((k) => second.includes(k)).length, { timeout: 40_000 }).toBe(2);
  const movedAt = Math.max(...arrivals.filter((x) => second.includes(x.key)).map((x) => x.at));
  // Each interrupted delivery was sent once more (same Idempotency-Key), nothing else repeated.
  expect(arrivals.length).toBe(2 + 2 * 2);
  console.log(
    `job leases: 5 s deliveries under a 2 s lease delivered once each (heartbeat); after kill -9, ` +
      `instance B (ready ${((bReadyAt - killedAt) / 1000).toFixed(1)} s after the kill, default 15 s lease) ` +
      `delivered the 2 orphaned jobs ${((movedAt - killedAt) / 1000).toFixed(1)} s after the kill`,
  );
});
