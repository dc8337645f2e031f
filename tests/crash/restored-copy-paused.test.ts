import { type ChildProcess, execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { jobs } from '../../src/server/db/schema/jobs';
import { enqueueJobs } from '../../src/server/jobs/enqueue-jobs';
import { IDENTITY_JOBS } from '../../src/server/services/identity/identity-job-handlers';
import { startSmtpPeer } from '../fixtures/delivery-peers';
import { startServer } from './server-process';

// Issue 37 item 5: a backup restored and started beside the original, with the production
// settings (its SMTP server), re-sent every queued email. Now the restored copy starts with its
// deliveries paused: a real SMTP peer receives nothing, while the worker runs the jobs after the
// queued email (so it has looked); started with --resume-deliveries, the email is sent, once.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dataKey = crypto.randomBytes(32).toString('base64');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-restored-'));
const liveDir = path.join(tmp, 'live');
const restoredDir = path.join(tmp, 'restored');
const backupFile = path.join(tmp, 'onboarding.tar.gz');
const smtp = startSmtpPeer(() => undefined);
const children: ChildProcess[] = [];
const TO = 'restored-copy@example.com';
/** A job of a kind no handler runs: queued after the email, it fails once the worker has looked past it. */
const AFTER = 'test.after-the-email';

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await smtp.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const env = (dataDir: string, smtpPort: number) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATA_KEY: dataKey,
  ADMIN_PIN: '135791',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

/** The server as its own process, with every line it prints kept from the first. */
function serve(dataDir: string, smtpPort: number, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    cwd: root,
    env: env(dataDir, smtpPort),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const waiting: { check: () => boolean; resolve: () => void }[] = [];
  const heard = () => {
    for (const w of waiting.splice(0)) {
      if (w.check()) w.resolve();
      else waiting.push(w);
    }
  };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      heard();
    });
  }
  const until = (check: (out: string) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (check(output)) return resolve();
      waiting.push({ check: () => check(output), resolve });
      void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
  return { child, exited, output: () => output, until };
}

const failedLine = (out: string) =>
  out.split('\n').some((l) => l.includes(AFTER) && l.includes('job failed'));

it('a restored copy sends no queued email until its deliveries are resumed, then sends it once', async () => {
  const smtpPort = await smtp.listen();
  // The original install: started once (its database made), stopped, an email left queued.
  const original = await startServer(env(liveDir, smtpPort) as Record<string, string>);
  children.push(original.child);
  original.child.kill('SIGTERM');
  expect(await original.exited).toBe(0);
  const live = await openPglite(path.join(liveDir, 'db'));
  const moved = {
    from: 'old@example.com',
    into: TO,
    movedAt: new Date().toISOString(),
    device: 'Tablet',
    ip: '203.0.113.7',
  };
  await live.db.transaction((tx) =>
    enqueueJobs(
      tx,
      [
        { kind: IDENTITY_JOBS.applicationMoved, payload: { ...moved, to: TO } },
        { kind: AFTER, payload: {} },
      ],
      5,
    ),
  );
  await live.close();

  const npmScript = (script: string, dataDir: string, ...args: string[]) => {
    const { DATA_KEY: _none, ...rest } = process.env;
    return run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...rest, DATA_DIR: dataDir },
    });
  };
  await npmScript('backup', liveDir, backupFile);
  const restored = await npmScript('restore', restoredDir, backupFile);
  expect(restored.stdout).toContain('Deliveries are paused in the restored copy (1 queued wait)');

  // Started with the production settings: the worker runs the job after the email, not the email.
  const copy = serve(restoredDir, smtpPort);
  const PAUSED = 'Deliveries are paused: this database was restored from a backup';
  // The log's lines may reach stdout after 'ready at': waited for, not assumed.
  await copy.until((out) => /ready at/.test(out) && failedLine(out) && out.includes(PAUSED));
  expect(copy.output()).toContain(PAUSED);
  expect(smtp.received).toHaveLength(0);
  const base = /ready at (http:\/\/\S+)/.exec(copy.output())![1]!.replace('localhost', '127.0.0.1');
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  copy.child.kill('SIGTERM');
  expect(await copy.exited).toBe(0);
  expect(smtp.received).toHaveLength(0);

  // The operator says this copy is the one: the email goes, once.
  const resumed = serve(restoredDir, smtpPort, '--resume-deliveries');
  await resumed.until((out) => /ready at/.test(out));
  expect(resumed.output()).toContain('Deliveries resumed (--resume-deliveries)');
  await smtp.until(() => smtp.received.length > 0);
  resumed.child.kill('SIGTERM');
  expect(await resumed.exited).toBe(0);
  expect(smtp.received.map((m) => m.to)).toEqual([[TO]]);

  const db = await openPglite(path.join(restoredDir, 'db'));
  const [email] = await db.db.select().from(jobs).where(eq(jobs.kind, IDENTITY_JOBS.applicationMoved));
  const audit = await db.db.select().from(auditLog).where(eq(auditLog.action, 'delivery.resume'));
  await db.close();
  expect(email).toMatchObject({ status: 'done', attempts: 1 });
  expect(audit).toMatchObject([{ actor: 'server (--resume-deliveries)' }]);
});
