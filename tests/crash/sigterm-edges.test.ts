import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Issue 37 item 8, the edges of SIGTERM: an upload whose body is still arriving got no answer at
// all (its connection was cut at the deadline), and requests sent on idle keep-alive connections
// just as the signal came were reset (ECONNRESET) instead of answered 503 with
// `Connection: close`. Both must be answered, and the process still exits by itself in time.

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-edges-'));
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

function get(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

it('answers a trickling upload and requests on idle keep-alive connections at SIGTERM', async () => {
  db = await createDatabase(base);
  server = await startServer({
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
    ADMIN_PIN: '135791',
    LOG_LEVEL: 'info',
  });
  let log = '';
  server.child.stdout!.on('data', (c: Buffer) => (log += c.toString()));

  // Ten idle keep-alive connections, as browsers and proxies leave them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const warm = await Promise.all(Array.from({ length: 10 }, () => get(agent, `${server!.url}/healthz`)));
  expect(warm.map((w) => w.status)).toEqual(Array(10).fill(200));

  // An upload a slow phone sends a few bytes at a time: it will not finish before the deadline.
  const body = JSON.stringify({ fullName: 'x'.repeat(4000) });
  const upload = http.request(`${server.url}/api/me/drafts/basic-info?autosave=1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  });
  const uploadAnswer = new Promise<Outcome>((resolve) => {
    upload.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode, connection: res.headers.connection, error: text }),
      );
    });
    upload.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
  upload.flushHeaders();
  let sent = 0;
  const trickle = setInterval(() => {
    if (sent < body.length - 10) upload.write(body.slice(sent, (sent += 10)));
  }, 100);
  await expect
    .poll(
      () =>
        log
          .split('\n')
          .some((l) => l.includes('incoming request') && l.includes('/api/me/drafts/basic-info')),
      { timeout: 10_000, interval: 20 },
    )
    .toBe(true);

  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  // Requests sent on the idle connections as the signal arrives.
  const atSignal = await Promise.all(Array.from({ length: 10 }, () => get(agent, `${server!.url}/healthz`)));
  const code = await server.exited;
  const exitMs = performance.now() - signalledAt;
  clearInterval(trickle);
  const uploaded = await uploadAnswer;
  upload.destroy();
  agent.destroy();
  console.log(
    `SIGTERM: ${atSignal.filter((a) => a.status === 503).length}/10 requests on idle keep-alive connections ` +
      `answered 503, ${atSignal.filter((a) => a.status === 200).length} 200 (${atSignal.filter((a) => a.error).length} reset); trickling upload (${sent}/${body.length} bytes) ` +
      `answered ${uploaded.status ?? uploaded.error}; exited (code ${code}) in ${exitMs.toFixed(0)} ms`,
  );
  // Each answered, none reset: 503 once the server is closing (200 if it was taken just before),
  // and the connection closed either way, so the client goes to an instance that is still up.
  expect(atSignal.filter((a) => a.error)).toEqual([]);
  for (const a of atSignal) {
    expect([200, 503]).toContain(a.status);
    expect(a.connection).toBe('close');
  }
  expect(uploaded.status).toBe(503);
  expect(uploaded.connection).toBe('close');
  expect(JSON.parse(uploaded.error!)).toMatchObject({ error: 'shutting_down' });
  expect(code).toBe(0);
  expect(exitMs).toBeLessThan(8000);
});
