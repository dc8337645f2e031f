import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { seedHires } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Issue 20 item 1: a network partition between the app and PostgreSQL. A TCP proxy on 127.0.0.1
// stands for the network: while it is cut, nothing passes either way (bytes are held, new
// connections accepted but not forwarded), as when packets are lost; healed, it all flows again.
// Requests must be answered 503 within 3 s with the default timeouts (issue 37 item 9: they took
// 8-14 s, /healthz 10 s), and the process must serve again by itself once the network is back.

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-part-'));
/** A request still unanswered after this long counts as a hang. */
const HANG_MS = 20_000;
/** Every answer during the partition comes within this (issue 37 item 9). */
const ANSWER_MS = 3000;
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
let server: ServerProcess | undefined;
let proxy: ReturnType<typeof startPartitionProxy> | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await proxy?.close();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A TCP proxy to `target` whose link can be cut and healed. */
function startPartitionProxy(target: { host: string; port: number }) {
  let isCut = false;
  const links = new Set<{ flush: () => void; destroy: () => void }>();
  const server = net.createServer((client) => {
    let upstream: net.Socket | null = null;
    const toServer: Buffer[] = [];
    const toClient: Buffer[] = [];
    const destroy = () => {
      client.destroy();
      upstream?.destroy();
      links.delete(link);
    };
    const open = () => {
      upstream = net.connect(target.port, target.host);
      upstream.on('data', (d: Buffer) => (isCut ? toClient.push(d) : client.write(d)));
      upstream.on('error', destroy);
      upstream.on('close', destroy);
    };
    const link = {
      flush() {
        if (!upstream) open();
        for (const d of toServer.splice(0)) upstream!.write(d);
        for (const d of toClient.splice(0)) client.write(d);
      },
      destroy,
    };
    links.add(link);
    client.on('data', (d: Buffer) => (isCut || !upstream ? toServer.push(d) : upstream.write(d)));
    client.on('error', destroy);
    client.on('close', destroy);
    if (!isCut) open();
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    cut() {
      isCut = true;
    },
    heal() {
      isCut = false;
      for (const link of links) link.flush();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of links) link.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Timed {
  what: string;
  status: number | 'hang';
  ms: number;
}

async function timed(what: string, url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
    await res.arrayBuffer();
    return { what, status: res.status, ms: performance.now() - started };
  } catch {
    return { what, status: 'hang', ms: performance.now() - started };
  }
}

it('answers 503 while the network to PostgreSQL is cut, and serves again when it heals', async () => {
  db = await createDatabase(base);
  const real = new URL(db.url);
  proxy = startPartitionProxy({ host: real.hostname, port: Number(real.port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.port = String(await proxy.listen());
  server = await startServer({
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: dataDir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
    TRUST_PROXY: '1',
  });
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey,
    serverUrl: server.url,
    mailDir: path.join(dataDir, 'mail'),
    n: 6,
  });
  const submit = (email: string, cookie: string) =>
    timed('submit', `${server!.url}/api/submit-application/${encodeURIComponent(email)}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ isResubmission: false }),
    });
  expect((await timed('health', `${server.url}/healthz`)).status).toBe(200);

  proxy.cut();
  const cutAt = performance.now();
  const during = await Promise.all([
    ...hires.map(() => timed('health', `${server!.url}/healthz`)),
    ...hires.map((h) => submit(h.email, h.cookie)),
    ...hires.map((h) => timed('status', `${server!.url}/api/me/status`, { headers: { cookie: h.cookie } })),
  ]);
  // Every request answered (none still waiting after HANG_MS): the health check and the
  // submissions with a 503 the client can retry; a status poll perhaps from the cache.
  expect(during.filter((r) => r.status === 'hang')).toEqual([]);
  expect(during.filter((r) => r.what !== 'status').map((r) => r.status)).toEqual(Array(12).fill(503));
  expect(during.filter((r) => r.what === 'status').every((r) => r.status === 200 || r.status === 503)).toBe(
    true,
  );
  expect(
    during.filter((r) => r.ms > ANSWER_MS).map((r) => `${r.what} ${r.status} ${r.ms.toFixed(0)} ms`),
  ).toEqual([]);
  expect(server.child.exitCode).toBeNull();

  proxy.heal();
  const healedAt = performance.now();
  await expect
    .poll(async () => (await timed('health', `${server!.url}/healthz`)).status, { timeout: 15_000 })
    .toBe(200);
  const backAt = performance.now();
  const after = await Promise.all(hires.map((h) => submit(h.email, h.cookie)));
  expect(after.map((r) => r.status)).toEqual(Array(6).fill(200));

  // The LISTEN connections (change notifications, job wake-ups) found their way back too.
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await expect
      .poll(
        async () =>
          (
            await admin.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity
               where datname = $1 and application_name = 'onboarding-listen'`,
              [real.pathname.slice(1)],
            )
          ).rows[0]!.n,
        { timeout: 20_000 },
      )
      .toBe(2);
  } finally {
    await admin.end();
  }
  // Cut again, a submission waiting on it, and SIGTERM: the process exits by itself well inside a
  // container's 10 s grace (issue 37 item 8: it took 10.05 s).
  proxy.cut();
  const stuck = submit(hires[0]!.email, hires[0]!.cookie);
  const signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const exitMs = performance.now() - signalledAt;
  await stuck;
  expect(exitMs).toBeLessThan(8000);
  expect(code).not.toBeNull();

  const slowest = (what: string) =>
    Math.max(...during.filter((r) => r.what === what).map((r) => r.ms)).toFixed(0);
  console.log(
    `network cut for ${((healedAt - cutAt) / 1000).toFixed(1)} s (default timeouts): ` +
      `slowest 503 health ${slowest('health')} ms, submit ${slowest('submit')} ms, status poll ${slowest('status')} ms ` +
      `(${during.filter((r) => r.what === 'status' && r.status === 200).length}/6 from the cache); ` +
      `serving again ${(backAt - healedAt).toFixed(0)} ms after the network healed; ` +
      `SIGTERM while cut again: exited (code ${code}) in ${exitMs.toFixed(0)} ms`,
  );
});
