import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dirLockHeld } from '../../src/server/db/dir-lock';
import { type ServerProcess, startServer } from './server-process';

// The embedded database's directory lock (issue 37 item 2): the kernel's lock on DATA_DIR/db/.lock,
// not a pid in the file. A .lock naming a live pid does not block a start; a second app or a
// backup in another PID namespace (as in another container on the same volume: `unshare` here,
// as root) sees the running app's lock, and a backup goes through the app's socket.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
/** Another PID namespace with its own /proc; the child dies with unshare. */
const otherPidNamespace = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
const dataKey = crypto.randomBytes(32).toString('base64');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-dirlock-'));
const liveDir = path.join(tmp, 'live');
const servers: ServerProcess[] = [];
let live: ServerProcess;

const env = (dataDir: string) => ({ DATA_DIR: dataDir, DATA_KEY: dataKey, ADMIN_PIN: '135791' });
const healthy = async (server: ServerProcess) => (await fetch(`${server.url}/healthz`)).status === 200;

beforeAll(async () => {
  live = await startServer(env(liveDir));
  servers.push(live);
});

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('a .lock left naming a live pid (pid 1, as after a reboot or in a container) does not block the start', async () => {
  const dir = path.join(tmp, 'rebooted');
  fs.mkdirSync(path.join(dir, 'db'), { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(dir, 'db', '.lock'), '1');
  const app = await startServer(env(dir));
  servers.push(app);
  expect(await healthy(app)).toBe(true);
  app.child.kill('SIGTERM');
  expect(await app.exited).toBe(0);
});

it('a backup from another PID namespace goes through the running app and leaves its lock alone', async () => {
  const lock = path.join(liveDir, 'db', '.lock');
  const file = path.join(tmp, 'from-another-container.tar.gz');
  const { DATA_KEY: _none, ...rest } = process.env;
  const { stdout } = await run(
    otherPidNamespace[0]!,
    [...otherPidNamespace.slice(1), process.execPath, '--import', 'tsx', 'scripts/backup.ts', file],
    { cwd: root, env: { ...rest, DATA_DIR: liveDir } },
  );
  expect(stdout).toContain(`Backup of the running app (pid ${live.child.pid})`);
  expect(fs.statSync(file).size).toBeGreaterThan(0);
  // The app still holds its lock (the kernel says so) and the file still names it.
  expect(dirLockHeld(path.dirname(lock))).toBe(true);
  expect(fs.readFileSync(lock, 'utf8')).toBe(`pid ${live.child.pid} on ${os.hostname()}`);
  expect(await healthy(live)).toBe(true);
});

it('a second app on the same DATA_DIR in another PID namespace is refused while the first runs', async () => {
  const second = startServer(env(liveDir), { prefix: otherPidNamespace }).then((s) => {
    servers.push(s);
    return s;
  });
  await expect(second).rejects.toThrow(
    `The database directory ${path.join(liveDir, 'db')} is in use by another process (pid ${live.child.pid} on ${os.hostname()})`,
  );
  expect(await healthy(live)).toBe(true);
  expect(dirLockHeld(path.join(liveDir, 'db'))).toBe(true);
});

it('a backup that cannot reach the running app refuses, and does not open its database or touch its lock', async () => {
  // The app's socket is gone (deleted by hand, or DATA_DIR mounted without it): only the lock says
  // the app runs, and a backup from another PID namespace must believe it.
  fs.rmSync(path.join(liveDir, 'backup.sock'));
  const file = path.join(tmp, 'no-socket.tar.gz');
  const { DATA_KEY: _none, ...rest } = process.env;
  const failed = await run(
    otherPidNamespace[0]!,
    [...otherPidNamespace.slice(1), process.execPath, '--import', 'tsx', 'scripts/backup.ts', file],
    { cwd: root, env: { ...rest, DATA_DIR: liveDir } },
  ).then(
    () => ({ code: 0, stderr: '' }),
    (err: { code: number; stderr: string }) => err,
  );
  expect(failed.code).toBe(1);
  expect(failed.stderr.trim()).toBe(
    `The app is running (it holds ${path.join(liveDir, 'db')}) but its backup socket ` +
      `${path.join(liveDir, 'backup.sock')} does not answer (ENOENT): run the backup as the app's user ` +
      "with the app's DATA_DIR, or restart the app.",
  );
  expect(fs.existsSync(file)).toBe(false);
  expect(dirLockHeld(path.join(liveDir, 'db'))).toBe(true);
  expect(await healthy(live)).toBe(true);
});
