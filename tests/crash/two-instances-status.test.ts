import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readEmailCode } from '../fixtures/read-email-code';
import { createDatabase, type ServerProcess, startServer } from './server-process';

// Two app processes on one PostgreSQL, each answering GET /api/me/status from its own memory
// (issue 13 item 2): a change made through one appears in the other's next poll, and a session
// ended through one is refused by both at once. Each check first makes both instances cache the
// answer (an unchanged 304), so only the database's change notifications can make it right.

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'onb-status-')));
const servers: ServerProcess[] = [];
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;

beforeAll(async () => {
  db = await createDatabase(base);
  // One key for both: start-up refuses a key that does not match the database's (decision 024).
  const dataKey = crypto.randomBytes(32).toString('base64');
  const env = (dir: string) => ({
    DATABASE_URL: db!.url,
    DATA_DIR: dir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
  });
  // The first one migrates the new database; the second starts on the migrated one.
  servers.push(await startServer({ ...env(dirs[0]!) }));
  servers.push(await startServer({ ...env(dirs[1]!) }));
});

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await db?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const send = (server: ServerProcess, method: string, url: string, cookie: string, body?: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A new hire proves their email on instance A, as on their phone; returns the session cookie. */
async function signIn(email: string): Promise<string> {
  const a = servers[0]!;
  const asked = await fetch(`${a.url}/api/auth/email-code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(asked.status).toBe(200);
  const first = asked.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  const code = readEmailCode(path.join(dirs[0]!, 'mail'), email)!;
  const verified = await send(a, 'POST', '/api/auth/verify-code', first, { email, code });
  expect(verified.status).toBe(200);
  return verified.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
}

interface Screen {
  code: number;
  status: { email: string | null; draftSteps: string[] };
}

/** One home screen's poll against one instance, sending back its last ETag. */
function screen(server: ServerProcess, cookie: string) {
  let etag = '';
  let last: Screen['status'] | undefined;
  return async (): Promise<Screen> => {
    const res = await fetch(`${server.url}/api/me/status`, {
      headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    if (res.status === 304) return { code: 304, status: last! };
    expect(res.status).toBe(200);
    etag = res.headers.get('etag') ?? '';
    last = (await res.json()) as Screen['status'];
    return { code: 200, status: last };
  };
}

async function cached(poll: () => Promise<Screen>) {
  const first = await poll();
  expect((await poll()).code).toBe(304);
  return first.status;
}

it("shows a draft saved through one instance in the other's next poll", async () => {
  const cookie = await signIn('two-instances@example.com');
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const onA = screen(a, cookie);
  const onB = screen(b, cookie);
  expect((await cached(onA)).draftSteps).toEqual([]);
  expect((await cached(onB)).draftSteps).toEqual([]);

  // Next saves a whole step, which the home card counts.
  const saved = await send(a, 'PUT', '/api/me/drafts/address', cookie, {
    addrsHouseNumber: '12',
    addrsStreetName: 'Hammer St',
    addrsSuburb: 'Parramatta',
    addrsState: 'NSW',
    addrsPostcode: '2150',
  });
  expect(saved.status).toBe(200);
  expect((await onA()).status.draftSteps).toEqual(['address']);
  // B hears of the save through PostgreSQL's notification, which reaches it over its own
  // connection a few milliseconds after A's answer: a poll that B reads first still gets its
  // cached answer (seen once in four runs). A phone polls every few seconds; within one second
  // every poll must show it.
  await expect
    .poll(async () => (await onB()).status.draftSteps, { timeout: 1000, interval: 50 })
    .toEqual(['address']);
});

it('refuses a session ended through one instance on both at once', async () => {
  const cookie = await signIn('ended@example.com');
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const onA = screen(a, cookie);
  const onB = screen(b, cookie);
  expect((await cached(onA)).email).toBe('ended@example.com');
  expect((await cached(onB)).email).toBe('ended@example.com');

  // 'Clear All Data & Start Fresh' on instance B.
  const cleared = await send(b, 'POST', '/api/me/clear', cookie);
  expect(cleared.status).toBe(200);
  const [pollA, pollB] = await Promise.all([onA(), onB()]);
  expect(pollA.status.email).toBeNull();
  expect(pollB.status.email).toBeNull();
});

it('ends an admin grant on both instances when the admin signs out on one', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const pin = await fetch(`${a.url}/api/admin/verify-pin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pin: '135791' }),
  });
  expect(pin.status).toBe(200);
  const cookie = pin.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  expect((await send(a, 'GET', '/api/admin/session', cookie)).status).toBe(200);
  expect((await send(b, 'GET', '/api/admin/session', cookie)).status).toBe(200);
  expect((await send(b, 'POST', '/api/admin/logout', cookie)).status).toBe(200);
  expect((await send(a, 'GET', '/api/admin/session', cookie)).status).toBe(401);
  expect((await send(b, 'GET', '/api/admin/session', cookie)).status).toBe(401);
});
