// `GET /api/me/status` rows of issue 13, each against a baseline in the same run:
// - an unchanged poll (304) vs a bare node:http server answering a small JSON with an ETag;
// - 1,000 open home screens polling once a second (keep-alive): CPU of the app and of its
//   PostgreSQL backends (from /proc), and how many of the 1,000 req/s were served;
// - the status query at 1k / 10k / 50k members (flat: 50k within 1.5x of 1k), with EXPLAIN.
// PGlite in memory and PostgreSQL (BENCH_DATABASE_URL, default the local test server).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds, pollScreens, throughput } from './load';
import { record } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const POLL_SECONDS = Number(process.env.BENCH_POLL_SECONDS ?? 30);
const SCREENS = Number(process.env.BENCH_SCREENS ?? 1000);
const THROUGHPUT_MS = 4000;

export type Kind = 'pglite' | 'postgres';
/** `BENCH_DB=pglite` (or postgres) runs the database benches on one database only. */
export const benchKinds = (process.env.BENCH_DB?.split(',') ?? ['pglite', 'postgres']) as Kind[];

interface Child {
  child: ChildProcess;
  line: Record<string, string>;
  stop(): Promise<void>;
}

export function startChild(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (text) =>
      resolve({
        child,
        line: JSON.parse(text) as Record<string, string>,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      }),
    );
    void exited.then(() => reject(new Error(`bench child exited before it was ready: ${args.join(' ')}`)));
  });
}

/** The baseline: bare node:http answering a small JSON with an ETag, 304 when it matches. */
const bareServer = () =>
  startChild([
    '-e',
    `const body = JSON.stringify({ email: 'a@b.example', tasks: [1, 2, 3, 4, 5, 6] });
     const etag = '"v1"';
     const s = require('http').createServer((q, r) => {
       if (q.headers['if-none-match'] === etag) { r.writeHead(304, { etag }); return r.end(); }
       r.writeHead(200, { etag, 'content-type': 'application/json' }); r.end(body);
     }).listen(0, '127.0.0.1', () => console.log(JSON.stringify({ url: 'http://127.0.0.1:' + s.address().port + '/' })));`,
  ]);

const appServer = (kind: Kind, members: number) =>
  startChild(['--import', 'tsx', 'bench/status-server.ts', String(members)], {
    TEST_DATABASE_URL: kind === 'postgres' ? pgBase : '',
  });

/** Each of `cookies`' first answer's ETag, so every later request is an unchanged poll. */
async function etagsOf(url: string, cookies: string[]): Promise<string[]> {
  const etags: string[] = [];
  for (const cookie of cookies) {
    const res = await fetch(url, { headers: { cookie } });
    etags.push(res.headers.get('etag') ?? '');
  }
  return etags;
}

/** CPU of one database's PostgreSQL backends, sampled each second (backends may come and go). */
function watchPostgres(database: string) {
  const client = new pg.Client({ connectionString: pgBase });
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  const sample = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    for (const { pid } of rows) {
      const cpu = cpuSeconds(pid);
      if (!first.has(pid)) first.set(pid, cpu);
      last.set(pid, Math.max(cpu, last.get(pid) ?? 0));
    }
  };
  return {
    async start() {
      await client.connect();
      await sample();
      timer = setInterval(() => void sample().catch(() => {}), 1000);
    },
    async stop(): Promise<number> {
      clearInterval(timer);
      await sample();
      await client.end();
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - (first.get(pid) ?? cpu);
      return total;
    },
  };
}

async function benchUnchangedPoll(kind: Kind, app: Child, cookies: string[], etags: string[]) {
  const bare = await bareServer();
  const bareTarget = { url: bare.line.url!, headers: () => ({ 'if-none-match': '"v1"' }) };
  const appTarget = {
    url: `${app.line.url}/api/me/status`,
    headers: (i: number) => ({
      cookie: cookies[i % cookies.length],
      'if-none-match': etags[i % cookies.length],
    }),
  };
  await throughput(bareTarget, 1000);
  await throughput(appTarget, 1000);
  // bare, app, bare: the baseline brackets the app's run.
  const b1 = await throughput(bareTarget, THROUGHPUT_MS / 2);
  const a = await throughput(appTarget, THROUGHPUT_MS);
  const b2 = await throughput(bareTarget, THROUGHPUT_MS / 2);
  await bare.stop();
  const baseline = (b1.perSecond + b2.perSecond) / 2;
  const ratio = a.perSecond / baseline;
  record({
    name: `status-304/${kind}`,
    value: a.perSecond,
    unit: 'req/s',
    baseline,
    ratio,
    goal: '>= 0.3 of bare node:http',
    met: ratio >= 0.3 && (a.statuses[304] ?? 0) > 0,
    detail: {
      answered304: a.statuses[304] ?? 0,
      other: Object.keys(a.statuses)
        .filter((s) => s !== '304')
        .join(','),
    },
  });
}

async function benchOpenScreens(kind: Kind, app: Child, cookies: string[], etags: string[]) {
  const pgWatch = kind === 'postgres' ? watchPostgres(app.line.database!) : null;
  await pgWatch?.start();
  const pid = app.child.pid!;
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const result = await pollScreens(`${app.line.url}/api/me/status`, cookies, SCREENS, POLL_SECONDS, etags);
  const elapsed = (performance.now() - t0) / 1000;
  const appCores = (cpuSeconds(pid) - cpu0) / elapsed;
  const dbCores = pgWatch ? (await pgWatch.stop()) / elapsed : 0;
  const cores = appCores + dbCores;
  const servedShare = result.served / (SCREENS * POLL_SECONDS);
  record({
    name: `open-screens-${SCREENS}/${kind}`,
    value: cores,
    unit: 'cores',
    goal: `<= 0.15 core (app + database), all ${SCREENS} req/s served`,
    met: cores <= 0.15 && servedShare >= 0.99 && result.missed === 0,
    detail: {
      appCores: Number(appCores.toFixed(3)),
      postgresCores: Number(dbCores.toFixed(3)),
      servedPerSecond: Number(result.perSecond.toFixed(0)),
      missedPolls: result.missed,
      p50ms: Number(result.p50.toFixed(1)),
      p99ms: Number(result.p99.toFixed(1)),
      seconds: POLL_SECONDS,
    },
  });
  console.log(
    `    app ${appCores.toFixed(3)} + postgres ${dbCores.toFixed(3)} cores; ${result.perSecond.toFixed(0)} req/s served, ${result.missed} polls missed, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
}

export async function benchStatusPolls(kinds: Kind[] = benchKinds) {
  for (const kind of kinds) {
    console.log(`\nGET /api/me/status (${kind}, ${SCREENS} members with sessions)`);
    const app = await appServer(kind, SCREENS);
    try {
      const cookies = JSON.parse(fs.readFileSync(app.line.cookiesFile!, 'utf8')) as string[];
      const url = `${app.line.url}/api/me/status`;
      const etags = await etagsOf(url, cookies);
      await benchUnchangedPoll(kind, app, cookies, etags);
      await benchOpenScreens(kind, app, cookies, etags);
    } finally {
      await app.stop();
    }
  }
}
