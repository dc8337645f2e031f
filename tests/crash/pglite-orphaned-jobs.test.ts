import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema/jobs';
import { loadEnv } from '../../src/server/env';
import { createJobQueue } from '../../src/server/jobs/job-queue';

// Issue 20 item 5, PGlite: a process killed (SIGKILL) while it runs a job leaves the job marked
// running under a 5-minute lease. PGlite's directory lock proves no other process works on it,
// so the next start takes the job up at once instead of after the lease.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-orphan-'));
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('takes up at start a job left running by a killed process, long before its lease ends', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/crash/pglite-job-holder.ts', dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('running') && resolve());
    void exited.then(() => reject(new Error('the job holder ended before running its job')));
  });
  child.kill('SIGKILL');
  await exited;

  const database = await openPglite(dir);
  try {
    const [left] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.held'));
    expect(left).toMatchObject({ status: 'running', attempts: 1 });
    const startedAt = performance.now();
    let ranAt: number | undefined;
    const queue = createJobQueue(database, loadEnv({ DATA_DIR: dir, JOB_LEASE_SECONDS: '300' }), () => ({
      'test.held': {
        run: async () => {
          ranAt = performance.now();
        },
      },
    }));
    await queue.start(silent);
    await expect.poll(() => ranAt !== undefined, { timeout: 10_000 }).toBe(true);
    await queue.stop();
    const [after] = await database.db.select().from(jobs).where(eq(jobs.kind, 'test.held'));
    // Done on its second attempt: the one the kill interrupted still counts.
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    console.log(
      `PGlite: job left running by a killed process ran ${(ranAt! - startedAt).toFixed(0)} ms after the ` +
        `next start (lease 300 s)`,
    );
  } finally {
    await database.close();
  }
});
