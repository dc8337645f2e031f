import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './server-process';

// The embedded database commits asynchronously and flushed its WAL only when an answer was sent
// (db/group-commit.ts). A first run killed with SIGKILL before anyone asked it anything lost every
// start-up write: the next start printed a new admin PIN and took a different data key. Now
// start-up's writes are on disk before the PIN is printed, and what the server writes outside a
// request reaches the disk within PostgreSQL's walwriter delay (db/client.ts).

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-first-run-'));
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const PIN_LINE = /Admin PIN \(shown once, only its hash is kept\): ([A-Z0-9]{6})/;
const newKey = () => crypto.randomBytes(32).toString('base64');

async function start(env: Record<string, string>) {
  const server = await startServer({ LOG_LEVEL: 'info', ...env });
  servers.push(server);
  return server;
}

async function killNow(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

it('a first run killed at once keeps its PIN: the next start prints none, and the printed PIN opens the admin', async () => {
  const env = { DATA_DIR: path.join(tmp, 'pin'), DATA_KEY: newKey() };
  const first = await start(env);
  const pin = PIN_LINE.exec(first.output())?.[1];
  expect(pin, first.output()).toBeDefined();
  await killNow(first);

  const second = await start(env);
  expect(second.output()).not.toMatch(PIN_LINE);
  const verified = await fetch(`${second.url}/api/admin/verify-pin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pin }),
  });
  expect(verified.status, await verified.text()).toBe(200);
});

it("a first run killed at once keeps its data key's record: a start with another key is refused", async () => {
  // No DATA_KEY: the first run generates one into DATA_DIR/data.key and records its fingerprint.
  const dataDir = path.join(tmp, 'key');
  const first = await start({ DATA_DIR: dataDir });
  expect(fs.existsSync(path.join(dataDir, 'data.key'))).toBe(true);
  await killNow(first);

  const refused = await start({ DATA_DIR: dataDir, DATA_KEY: newKey() }).then(
    () => 'started',
    (err: Error) => err.message,
  );
  expect(refused).toMatch(/DATA_KEY does not match the key this database was encrypted with/);
});
