import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startWebhookReceiver } from '../fixtures/delivery-peers';
import { seedHires } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Issue 20 item 6: `docker stop` sends SIGTERM and kills 10 s later. With keep-alive clients
// connected (72 s idle timeout), submissions in flight and records deliveries that will not finish
// (the records system hangs), the process must answer every request it received, hand its
// running jobs back and exit by itself within the 10 s.

const N = 10;
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-term-'));
const receiver = startWebhookReceiver({ delayMs: 120_000 });
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await receiver.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

function request(
  agent: http.Agent,
  url: string,
  sockets: Set<net.Socket>,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('socket', (s) => sockets.add(s));
    req.on('error', reject);
    req.end(init.body);
  });
}

it('exits within 10 s of SIGTERM with keep-alive clients connected, answering every request it took', async () => {
  db = await createDatabase(base);
  server = await startServer({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
    TRUST_PROXY: '1',
    RECORDS_WEBHOOK_URL: await receiver.listen(),
    RECORDS_WEBHOOK_SECRET: 'sigterm-secret',
    LOG_LEVEL: 'info',
  });
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey,
    serverUrl: server.url,
    mailDir: path.join(dataDir, 'mail'),
    n: N,
  });

  // Ten idle keep-alive connections, as browsers and proxies leave them.
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const idleSockets = new Set<net.Socket>();
  const warm = await Promise.all(
    Array.from({ length: 10 }, () => request(idleAgent, `${server!.url}/healthz`, idleSockets)),
  );
  expect(warm.map((a) => a.status)).toEqual(Array(10).fill(200));
  expect(idleSockets.size).toBe(10);
  const idleClosed = Promise.all([...idleSockets].map((s) => new Promise((r) => s.once('close', r))));

  // The server's own log says when it has taken each submission (read, not yet answered).
  let log = '';
  server.child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  const taken = () =>
    log.split('\n').filter((l) => /incoming request/.test(l) && /submit-application/.test(l));
  const done = () =>
    log.split('\n').filter((l) => /request completed/.test(l) && /submit-application/.test(l));

  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: N });
  const submissions = hires.map((h) =>
    request(busyAgent, `${server!.url}/api/submit-application/${encodeURIComponent(h.email)}`, new Set(), {
      method: 'POST',
      headers: { cookie: h.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ isResubmission: false }),
    }),
  );
  await expect.poll(() => taken().length, { timeout: 30_000, interval: 5 }).toBe(N);
  // At least one delivery is running (it will not finish: the records system hangs).
  await receiver.until(() => receiver.deliveries.length > 0);
  const inFlight = N - done().length;
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const exitMs = performance.now() - signalledAt;

  expect(code).toBe(0);
  expect(exitMs).toBeLessThan(10_000);
  // Every submission the server had taken was answered in full.
  const answers = await Promise.all(submissions);
  expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
  for (const a of answers) expect(JSON.parse(a.body)).toHaveProperty('submissionId');
  await idleClosed;

  // The worker handed back what it could not finish: nothing is left leased to a dead process.
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    const { rows } = await c.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from jobs where kind = 'submission.deliver-records' group by status`,
    );
    console.log(
      `SIGTERM with 10 idle keep-alive connections, ${inFlight}/${N} submissions not yet logged as answered and ` +
        `${receiver.deliveries.length} deliveries hanging: exited (code 0) in ${exitMs.toFixed(0)} ms; ` +
        `all ${N} submissions answered 200; records jobs: ${JSON.stringify(rows)}`,
    );
    expect(rows.find((r) => r.status === 'running')).toBeUndefined();
    expect(rows.find((r) => r.status === 'pending')?.n).toBe(N);
  } finally {
    await c.end();
  }
  idleAgent.destroy();
  busyAgent.destroy();
});
