import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { createCipher } from '../../src/server/services/crypto/cipher';
import type { AppDeps } from '../../src/server/types';
import { createRecipient } from '../fixtures/factories';
import { createCompleteApplication } from '../fixtures/task-factories';
import { type Hire, proveEmail } from './hires';
import { type ServerProcess, startServer } from './server-process';

// Issue 37 item 6: the disk under the embedded database fills up. Hires who submit must be told
// the server cannot save just now and nothing was lost (a 503, not 'Something went wrong'), and
// /healthz must say the database cannot write and free space is low, naming the cause; once
// space is freed it all recovers by itself. The fault is real: DATA_DIR is a small tmpfs this test
// mounts (it runs as root), filled with a file until the kernel answers ENOSPC.

const N = 4;
const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-full-'));
const dataKey = crypto.randomBytes(32).toString('base64');
const filler = path.join(mount, 'filler');
let server: ServerProcess | undefined;
let mounted = false;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  if (mounted) execFileSync('umount', ['-l', mount]);
  fs.rmSync(mount, { recursive: true, force: true });
});

const env = {
  DATA_DIR: mount,
  DATA_KEY: dataKey,
  ADMIN_PIN: '135791',
  TRUST_PROXY: '1',
  // A threshold the test's filler crosses; the default suits a real disk.
  DISK_FREE_MIN_MB: '8',
};

/** Writes `file` until the file system refuses (ENOSPC): the disk is full. */
function fillUp(file: string) {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1 << 20, 1 << 14, 1 << 10]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          fs.writeSync(fd, chunk);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

async function submit(hire: Hire) {
  const res = await fetch(`${server!.url}/api/submit-application/${encodeURIComponent(hire.email)}`, {
    method: 'POST',
    headers: { cookie: hire.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ isResubmission: false }),
  });
  return { status: res.status, body: (await res.json()) as { error?: string; message?: string } };
}

async function health() {
  const res = await fetch(`${server!.url}/healthz`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

it('answers 503 "cannot save just now" and an unhealthy /healthz on a full disk, and recovers', async () => {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m,mode=0700', 'tmpfs', mount]);
  mounted = true;
  // The hires are seeded before the first start (the server takes the data key their values are
  // sealed with).
  const database = await openPglite(path.join(mount, 'db'));
  await database.migrate();
  const deps = { database, cipher: createCipher(Buffer.from(dataKey, 'base64')) } as unknown as AppDeps;
  const emails: string[] = [];
  try {
    await createRecipient(deps, { email: 'hr@example.com' });
    for (let i = 0; i < N; i++) {
      const member = await createCompleteApplication(deps, {
        member: { email: `full-${i}-${crypto.randomBytes(3).toString('hex')}@example.com` },
      });
      emails.push(member.email);
    }
  } finally {
    await database.close();
  }
  server = await startServer(env);
  const hires: Hire[] = [];
  for (const [i, email] of emails.entries())
    hires.push({ email, cookie: await proveEmail(server.url, path.join(mount, 'mail'), email, i) });
  expect((await health()).status).toBe(200);

  let log = '';
  server.child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  fillUp(filler);
  const answers = await Promise.all(hires.map(submit));
  console.log(`disk full: submissions answered ${answers.map((a) => a.status).join(', ')}`);
  for (const a of answers) {
    expect(a.status).toBe(503);
    expect(a.body.error).toBe('storage_full');
    expect(a.body.message).toBe(
      'The server cannot save right now because its storage is full. Nothing you entered was lost. ' +
        'Please try again in a few minutes.',
    );
  }
  const sick = await health();
  console.log(`disk full: /healthz ${sick.status} ${JSON.stringify(sick.body)}`);
  expect(sick.status).toBe(503);
  expect(sick.body).toMatchObject({
    ok: false,
    error: 'database_cannot_write',
    canWrite: false,
    freeMb: 0,
    minFreeMb: 8,
  });
  expect(String(sick.body.message)).toBe(
    'DATA_DIR cannot be written (the disk is full); 0 MB free on the disk holding DATA_DIR, under DISK_FREE_MIN_MB (8 MB).',
  );
  expect(server.child.exitCode).toBeNull();
  // The log names the cause, once (not once a request).
  const said = log.split('\n').filter((l) => /disk is full|MB free/.test(l));
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/the disk is full.*once a minute/);

  // Space freed: healthy again within the probe's cache, and the same hires submit.
  fs.rmSync(filler);
  await expect.poll(async () => (await health()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  const after = await Promise.all(hires.map(submit));
  expect(after.map((a) => a.status)).toEqual(Array(N).fill(200));
});
