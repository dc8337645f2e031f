import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { teamMembers } from '../../src/server/db/schema/team-members';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { memberFields, multipart } from '../fixtures/member-form';
import { proveEmail } from './hires';
import { backupSocketPath } from '../../src/server/services/backup/backup-socket-path';
import { type ServerProcess, startServer, until } from './server-process';

// `npm run backup` against a running app on the embedded database while new hires are being
// saved, then `npm run restore` into another DATA_DIR on the same host while the first app still
// runs: the copy starts, and every member in it opens with the data key.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const N = 15;
const dataKey = crypto.randomBytes(32).toString('base64');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-backup-'));
const liveDir = path.join(tmp, 'live');
const restoredDir = path.join(tmp, 'restored');
const backupFile = path.join(tmp, 'backups', 'onboarding.tar.gz');
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(tmp, { recursive: true, force: true });
});

const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATA_KEY: dataKey,
  ADMIN_PIN: '135791',
  TRUST_PROXY: '1',
});
/** An npm script as an operator runs it: its own process, configured by the environment (no key). */
const npmScript = (script: string, dataDir: string, ...args: string[]) => {
  const { DATA_KEY: _none, ...rest } = process.env;
  return run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...rest, DATA_DIR: dataDir },
  });
};

it('a backup taken while hires are being saved restores beside the live app, and every member in it decrypts', async () => {
  fs.mkdirSync(path.dirname(backupFile));
  const live = await startServer(env(liveDir));
  servers.push(live);
  const photo = await makeHeadshotJpeg();
  const hires = [];
  for (let i = 0; i < N; i++) {
    const email = `backup-${i}@example.com`;
    const visaNumber = `VZ${crypto.randomInt(1e6, 1e7)}`;
    hires.push({
      email,
      visaNumber,
      cookie: await proveEmail(live.url, path.join(liveDir, 'mail'), email, i),
    });
  }

  // The load: every hire saves their details at once; the backup starts once a third are saved.
  const savedBeforeBackup = new Set<string>();
  let backupStarted = false;
  let backup: ReturnType<typeof npmScript> | undefined;
  const saves = hires.map(async (hire, i) => {
    const form = multipart(memberFields(hire.email, { visaNumber: hire.visaNumber }), {
      name: 'profile.jpg',
      type: 'image/jpeg',
      data: photo,
    });
    const res = await fetch(`${live.url}/api/team-members`, {
      method: 'POST',
      headers: { ...form.headers, cookie: hire.cookie, 'x-forwarded-for': `10.8.0.${i + 1}` },
      body: new Uint8Array(form.payload),
    });
    expect(res.status).toBe(201);
    if (!backupStarted) savedBeforeBackup.add(hire.email);
    if (savedBeforeBackup.size >= N / 3 && !backupStarted) {
      backupStarted = true;
      backup = npmScript('backup', liveDir, backupFile);
    }
  });
  await Promise.all(saves);
  const { stdout } = await backup!;
  expect(stdout).toContain(`Backup of the running app (pid ${live.child.pid})`);
  expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

  // Encrypted fields stay encrypted in the backup, and the key is not in it.
  const tar = zlib.gunzipSync(fs.readFileSync(backupFile));
  expect(tar.includes(dataKey)).toBe(false);
  expect(hires.filter((h) => tar.includes(h.visaNumber)).map((h) => h.visaNumber)).toEqual([]);

  // Restored on the same host while the live app still holds its directory (and its lock).
  const restored = await npmScript('restore', restoredDir, backupFile);
  expect(restored.stdout).toMatch(/Restored .* team members\./);
  const copy = await startServer(env(restoredDir));
  servers.push(copy);
  expect((await fetch(`${copy.url}/healthz`)).status).toBe(200);
  copy.child.kill('SIGTERM');
  expect(await copy.exited).toBe(0);

  const database = await openPglite(path.join(restoredDir, 'db'));
  const rows = await database.db.select().from(teamMembers);
  await database.close();
  const cipher = createCipher(Buffer.from(dataKey, 'base64'));
  const emails = rows.map((r) => r.email);
  expect(emails.filter((e) => savedBeforeBackup.has(e))).toHaveLength(savedBeforeBackup.size);
  for (const row of rows) {
    const hire = hires.find((h) => h.email === row.email)!;
    expect(cipher.decrypt(row.visaNumber)).toBe(hire.visaNumber);
    expect(cipher.decrypt(row.bankAccountNumber)).toBe('12345678');
    expect(cipher.decrypt(row.bankBSB)).toBe('062-000');
  }
  expect(restored.stdout).toContain(`${rows.length} team members`);
});

/** Whether a client is connected to the Unix socket at `file` (the kernel's table of this network namespace). */
const connectedTo = (file: string) =>
  fs
    .readFileSync('/proc/net/unix', 'utf8')
    .split('\n')
    .some((line) => line.endsWith(` ${file}`) && line.trim().split(/\s+/)[5] === '03');

const cutShort = (target: string) =>
  new RegExp(
    '^Backup failed: the app stopped while sending it \\((nothing|[0-9.]+ MB of [0-9.]+ MB) received\\), ' +
      `so nothing was written to ${target}; start the app again and run the backup again\\.$`,
  );

/** `npm run backup` to its end, whatever its exit code. */
const backupToEnd = (dataDir: string, target: string) => {
  const started = npmScript('backup', dataDir, target);
  const done = started.then(
    ({ stderr }) => ({ code: 0, stderr }),
    (err: { code: number; stderr: string }) => err,
  );
  return { child: started.child, done };
};

it('a backup cut short by the app being killed while it dumps says so in one sentence and leaves no file', async () => {
  const dataDir = path.join(tmp, 'killed');
  const app = await startServer(env(dataDir));
  servers.push(app);
  const target = path.join(tmp, 'cut', 'onboarding.tar.gz');
  fs.mkdirSync(path.dirname(target));
  const backup = backupToEnd(dataDir, target);
  // Killed (SIGKILL, as the OOM killer or a power switch would) once the backup has connected.
  await until(() => connectedTo(backupSocketPath(dataDir)), 'the backup to connect to the app');
  app.child.kill('SIGKILL');
  await app.exited;
  const { code, stderr } = await backup.done;
  expect(code).toBe(1);
  expect(stderr.trim()).toMatch(cutShort(target));
  expect(stderr).not.toMatch(/SyntaxError|\n\s+at /);
  // Nothing claims to be a backup: no file under the name, no temp file beside it.
  expect(fs.readdirSync(path.dirname(target))).toEqual([]);
});

it('a backup cut short half-way through the transfer writes nothing either', async () => {
  const dataDir = path.join(tmp, 'killed-sending');
  const app = await startServer({ ...env(dataDir), LOG_LEVEL: 'info' });
  servers.push(app);
  let log = '';
  app.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const target = path.join(tmp, 'cut-sending', 'onboarding.tar.gz');
  fs.mkdirSync(path.dirname(target));
  const backup = backupToEnd(dataDir, target);
  // The backup is paused once the app has its request, so the app's whole snapshot (megabytes)
  // cannot drain into the socket: when the app has it ready, part is in the kernel's buffer and
  // the rest in the app. Then the app is killed, and the backup resumed.
  await until(() => log.includes('"msg":"backup requested"'), 'the app to get the request');
  backup.child.kill('SIGSTOP');
  try {
    await until(() => log.includes('"msg":"backup taken"'), 'the app to have the snapshot ready');
    app.child.kill('SIGKILL');
    await app.exited;
  } finally {
    backup.child.kill('SIGCONT');
  }
  const { code, stderr } = await backup.done;
  expect(code).toBe(1);
  expect(stderr.trim()).toMatch(cutShort(target));
  expect(stderr).toMatch(/\(\d+\.\d MB of \d+\.\d MB received\)/);
  expect(fs.readdirSync(path.dirname(target))).toEqual([]);
});
