import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Issue 37 item 11: PostgreSQL not reachable when the app starts (it starts beside the app, a
// failover). The app waits and retries, one line a try, and is ready once the database answers;
// it does not exit with a stack. The fault is real: nothing listens on the database's port
// (connection refused) until a forwarder to PostgreSQL opens on it.

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-start-'));
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;
const forwarder = net.createServer();
const links = new Set<net.Socket>();

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  for (const s of links) s.destroy();
  if (forwarder.listening) await new Promise((resolve) => forwarder.close(resolve));
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A local port nothing listens on (taken, then given back). */
async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

it('waits for a PostgreSQL that refuses connections at start, and is ready once it answers', async () => {
  db = await createDatabase(base);
  const real = new URL(db.url);
  const port = await freePort();
  const refusing = new URL(db.url);
  refusing.port = String(port);
  let output = '';
  const waits = () =>
    output.split('\n').filter((l) => /not reachable yet \(ECONNREFUSED\); trying again/.test(l));
  const starting = startServer(
    {
      DATABASE_URL: refusing.toString(),
      DATA_DIR: dataDir,
      DATA_KEY: crypto.randomBytes(32).toString('base64'),
      ADMIN_PIN: '135791',
    },
    { onOutput: (text) => (output += text) },
  );
  starting.catch(() => {});
  // Two tries refused, each said on one line (not a stack).
  await expect.poll(() => waits().length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
  expect(output).not.toMatch(/DrizzleQueryError|\n\s+at /);

  // PostgreSQL reachable on that port now: the app goes on and becomes ready.
  forwarder.on('connection', (client) => {
    const upstream = net.connect(Number(real.port || 5432), real.hostname);
    links.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => forwarder.listen(port, '127.0.0.1', resolve));
  const openedAt = performance.now();
  server = await starting;
  const readyMs = performance.now() - openedAt;
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  console.log(
    `${waits().length} waits logged while PostgreSQL refused; ready ${readyMs.toFixed(0)} ms after it opened:\n  ${waits()[0]}`,
  );
});
