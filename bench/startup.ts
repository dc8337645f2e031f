// `npm start` (client already built) to the first 200 of /healthz on an empty data dir, against a
// bare node:http server's first answer in the same run; then the idle RSS of what `npm start`
// left running (every process in its group: npm, any wrapper, the server), on PGlite and on
// PostgreSQL.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { record } from './report';
import { type GroupProcess, groupProcesses } from '../tests/fixtures/process-group';
import { freePort } from './served-app';
import { pgBase } from './status';

interface Started {
  ms: number;
  /** Processes in the started group and their RSS in MB, read `idleMs` after the first answer. */
  processes: GroupProcess[];
}

async function firstAnswer(
  cmd: string,
  args: string[],
  url: string,
  env: NodeJS.ProcessEnv,
  idleMs = 0,
): Promise<Started> {
  const started = performance.now();
  // Its own process group: whatever `npm start` leaves running is found (and stopped) through it.
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    for (;;) {
      // A start that failed (a port in use, say) is reported, not waited for forever.
      if (child.exitCode !== null || performance.now() - started > 120_000) {
        throw new Error(
          `${cmd} ${args.join(' ')} gave no ${url} (exit ${child.exitCode}):\n${stderr.slice(-2000)}`,
        );
      }
      try {
        const res = await fetch(url);
        if (res.ok) {
          const ms = performance.now() - started;
          if (idleMs) await new Promise((r) => setTimeout(r, idleMs));
          return { ms, processes: idleMs ? groupProcesses(child.pid!) : [] };
        }
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const appEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  ADMIN_PIN: '123456',
  LOG_LEVEL: 'warn',
});

export async function benchStartup(runs = 3) {
  console.log(`\nstart-up to first /healthz, empty data dir (median of ${runs}), and idle RSS`);
  const baseline: number[] = [];
  const app: number[] = [];
  let idle: Started['processes'] = [];
  for (let i = 0; i < runs; i++) {
    const [port, appPort] = [await freePort(), await freePort()];
    const bare = `require('http').createServer((q,s)=>s.end('ok')).listen(${port})`;
    baseline.push((await firstAnswer(process.execPath, ['-e', bare], `http://127.0.0.1:${port}/`, {})).ms);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-start-'));
    const last = i === runs - 1;
    const run = await firstAnswer(
      'npm',
      ['start', '--silent'],
      `http://127.0.0.1:${appPort}/healthz`,
      appEnv(appPort, dataDir),
      last ? 5000 : 0,
    );
    app.push(run.ms);
    if (last) idle = run.processes;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const b = median(baseline);
  const a = median(app);
  record({
    name: 'startup-to-healthz/pglite',
    value: a,
    unit: 'ms',
    baseline: b,
    ratio: a / b,
    goal: '<= 2000 ms (bare node:http first answer as baseline)',
    met: a <= 2000,
  });
  recordIdle('pglite', idle);

  // PostgreSQL: a new database, so the start migrates and seeds as a first start does.
  const name = `onb_bench_rss_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  const pgPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-start-'));
  try {
    const run = await firstAnswer(
      'npm',
      ['start', '--silent'],
      `http://127.0.0.1:${pgPort}/healthz`,
      {
        ...appEnv(pgPort, dataDir),
        DATABASE_URL: url.toString(),
        DATA_KEY: crypto.randomBytes(32).toString('base64'),
      },
      5000,
    );
    recordIdle('postgres', run.processes);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function recordIdle(kind: string, processes: Started['processes']) {
  const total = processes.reduce((s, p) => s + p.rssMb, 0);
  const nodes = processes.filter((p) => p.name !== 'sh' && p.name !== 'npm' && p.name !== 'npm start');
  const server = Math.max(0, ...processes.map((p) => p.rssMb));
  console.log(
    `    left running (${kind}): ${processes.map((p) => `${p.name} ${p.rssMb.toFixed(0)} MB`).join(', ')}`,
  );
  record({
    name: `idle-rss/${kind}`,
    value: server,
    unit: 'MB',
    goal: kind === 'pglite' ? '<= 250 MB, one serving process' : 'one serving process',
    met: (kind !== 'pglite' || server <= 250) && nodes.length <= 1,
    detail: { processes: processes.map((p) => p.name).join(','), totalMb: Number(total.toFixed(0)) },
  });
}
