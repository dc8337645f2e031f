// Issue 20 item 7, on what is shipped (issue 37 item 7): N new hires at once (default 200), each
// through the end of the journey as a person goes through it: status, autosaves while typing,
// the medical and confidentiality PDFs (POST /api/tasks/complete), more autosaves, the submission
// (application PDF, emails, records system), status. A hire waits BENCH_HIRE_THINK_MS (default
// 2 s, +-50%) between requests, as the autosave's one-second pause after typing and a person's
// reading make it; all start within the first think time. The server is `npm start` on a
// database seeded on disk by another process (PGlite with fsync'd commits, or PostgreSQL at
// BENCH_DATABASE_URL), and the first crowd comes the moment it is ready. Rows: autosave p99 and
// all-requests p99 of that first wave, and of a second crowd while another process keeps one
// core busy, each against one hire alone on the same server after its crowd (the baseline).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase } from '../tests/fixtures/test-app';
import { record } from './report';
import { benchKinds, type Kind, pgBase, startChild } from './status';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HIRES = Number(process.env.BENCH_HIRES ?? 200);
const THINK_MS = Number(process.env.BENCH_HIRE_THINK_MS ?? 2000);

export type Step = 'status' | 'autosave' | 'task-pdf' | 'submit';
export interface Hire {
  email: string;
  cookie: string;
  /** Each hire's own address (X-Forwarded-For through a trusted loopback proxy): 200 phones, not one. */
  ip: string;
}
export interface Timing {
  step: Step;
  ms: number;
  status: number;
}

const JOURNEY: Step[] = [
  'status',
  'autosave',
  'autosave',
  'autosave',
  'task-pdf',
  'autosave',
  'task-pdf',
  'autosave',
  'autosave',
  'status',
  'submit',
  'status',
];

function send(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  hire: Hire,
  body?: unknown,
): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: {
          cookie: hire.cookie,
          'x-forwarded-for': hire.ip,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One request of `hire`'s journey. */
function request(agent: http.Agent, base: string, hire: Hire, step: Step, n: number): Promise<number> {
  const email = encodeURIComponent(hire.email);
  switch (step) {
    case 'status':
      return send(agent, base, 'GET', '/api/me/status', hire);
    case 'autosave':
      return send(agent, base, 'PUT', '/api/me/drafts/basic-info?autosave=1', hire, {
        fullName: `Bench Hire ${n}`,
        mobile: `0412 345 ${String(100 + n).slice(-3)}`,
      });
    case 'task-pdf':
      return send(agent, base, 'POST', '/api/tasks/complete', hire, {
        userEmail: hire.email,
        taskType: n % 2 ? 'confidentiality-agreement' : 'medical-declaration',
      });
    case 'submit':
      return send(agent, base, 'POST', `/api/submit-application/${email}`, hire, {
        isResubmission: false,
      });
  }
}

const think = () => new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + Math.random())));

export async function journey(
  base: string,
  hire: Hire,
  startDelayMs: number,
  timings: Timing[],
  steps: readonly Step[] = JOURNEY,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise((resolve) => setTimeout(resolve, startDelayMs));
  let taskPdfs = 0;
  for (const [i, step] of steps.entries()) {
    if (i > 0) await think();
    const started = performance.now();
    const status = await request(agent, base, hire, step, step === 'task-pdf' ? taskPdfs++ : i).catch(
      () => 0,
    );
    timings.push({ step, ms: performance.now() - started, status });
  }
  agent.destroy();
}

function p99(timings: Timing[]): number {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
}

/** The crowd's timings, one hire alone after it (the baseline) and what the rows say about them. */
interface Wave {
  crowd: Timing[];
  alone: Timing[];
  seconds: number;
}

async function crowdThenAlone(base: string, crowdHires: Hire[], aloneHire: Hire): Promise<Wave> {
  const crowd: Timing[] = [];
  const started = performance.now();
  await Promise.all(crowdHires.map((hire) => journey(base, hire, Math.random() * THINK_MS, crowd)));
  const seconds = (performance.now() - started) / 1000;
  const alone: Timing[] = [];
  await journey(base, aloneHire, 0, alone);
  return { crowd, alone, seconds };
}

const of = (timings: Timing[], step: Step) => timings.filter((t) => t.step === step);

function recordWave(label: string, what: string, wave: Wave) {
  const { crowd, alone } = wave;
  const failed = crowd.filter((t) => t.status < 200 || t.status >= 300);
  const statuses: Record<string, number> = {};
  for (const t of crowd) statuses[t.status] = (statuses[t.status] ?? 0) + 1;
  const detail = {
    hires: HIRES,
    requests: crowd.length,
    failed: failed.length,
    statuses: JSON.stringify(statuses),
    seconds: Number(wave.seconds.toFixed(1)),
    thinkMs: THINK_MS,
    taskPdfP99ms: Number(p99(of(crowd, 'task-pdf')).toFixed(0)),
    submitP99ms: Number(p99(of(crowd, 'submit')).toFixed(0)),
    statusP99ms: Number(p99(of(crowd, 'status')).toFixed(0)),
    loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
  };
  const rows: [string, Timing[], Timing[], number][] = [
    ['autosave-p99', of(crowd, 'autosave'), of(alone, 'autosave'), 1000],
    ['all-p99', crowd, alone, 2000],
  ];
  for (const [name, loaded, solo, goalMs] of rows) {
    const value = p99(loaded);
    const baseline = p99(solo);
    record({
      name: `hires-${HIRES}-${name}/${label}`,
      value,
      unit: 'ms',
      baseline,
      ratio: value / baseline,
      goal: `<= ${goalMs} ms with ${HIRES} hires at once ${what}, every request answered 2xx (baseline: one hire alone after them)`,
      met: value <= goalMs && failed.length === 0,
      detail,
    });
  }
  console.log(
    `    ${label}: ${crowd.length} requests in ${detail.seconds} s, ${failed.length} not 2xx ${detail.statuses}; autosave p99 ${p99(of(crowd, 'autosave')).toFixed(0)} ms, all p99 ${p99(crowd).toFixed(0)} ms, task PDF p99 ${detail.taskPdfP99ms} ms, submit p99 ${detail.submitP99ms} ms`,
  );
}

/** A second process keeping one core busy for as long as it runs (issue 37 item 7). */
function busyCore() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  return () => child.kill('SIGKILL');
}

/**
 * The shipped configuration (issue 37 item 7): the database seeded on disk by a process that
 * then exits, and the server started by `npm start` itself (the start script's flags, PGlite on
 * disk with every commit fsynced, or DATABASE_URL). The first crowd arrives as soon as it says
 * it is ready: the first wave after a start is measured, not warmed away. Then a second crowd
 * with another process keeping one core busy.
 */
async function benchKind(kind: Kind) {
  console.log(
    `\n${HIRES} hires at once (${kind}, shipped start on disk; think ${THINK_MS} ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  const seeded = await seedShipped(kind, 2 * HIRES + 2);
  const { env, hires } = seeded;
  try {
    const server = await startShipped(env);
    try {
      const label = kind === 'pglite' ? 'pglite-disk' : 'postgres';
      recordWave(
        `${label}-first-wave`,
        'right after a start',
        await crowdThenAlone(server.url, hires.slice(0, HIRES), hires[2 * HIRES]!),
      );
      const stopBusy = busyCore();
      try {
        recordWave(
          `${label}-busy-core`,
          'with another process using one core',
          await crowdThenAlone(server.url, hires.slice(HIRES, 2 * HIRES), hires[2 * HIRES + 1]!),
        );
      } finally {
        stopBusy();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.remove();
  }
}

/**
 * A database for the shipped server (PGlite on disk in a new DATA_DIR, or a new PostgreSQL
 * database), seeded with `count` hires by a process that then exits; the env to start it with.
 */
export async function seedShipped(kind: Kind, count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-hires-'));
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase(pgBase, 'onb_bench') : undefined;
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
    ADMIN_PIN: 'bench2',
    DATABASE_URL: pgDatabase?.url ?? '',
    TEST_DATABASE_URL: '',
    // The hires come through a trusted proxy on loopback, each with its own address.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
  };
  const remove = async () => {
    await pgDatabase?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const seed = await startChild(['--import', 'tsx', 'bench/hires-seed.ts', String(count)], env);
    await seed.stop();
    const hires = (JSON.parse(fs.readFileSync(seed.line.hiresFile!, 'utf8')) as Omit<Hire, 'ip'>[]).map(
      (h, i): Hire => ({ ...h, ip: `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}` }),
    );
    return { env, hires, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}

/** `npm start` in its own process group; resolves with its URL once it says it is ready. */
export function startShipped(
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (!ready) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url: ready[1]!.replace('localhost', '127.0.0.1'),
        // npm's child: the start script execs node in its shell, so that is the server.
        pid: Number(
          fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0],
        ),
        stop: async () => {
          process.kill(-child.pid!, 'SIGTERM');
          await exited;
        },
      });
    });
    void exited.then(() => reject(new Error(`npm start exited before it was ready:\n${output}`)));
  });
}

export async function benchHires(kinds: Kind[] = benchKinds) {
  for (const kind of kinds) await benchKind(kind);
}
