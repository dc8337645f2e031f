// Issue 20 item 7: N new hires at once (default 200) on this machine, each through the end of
// the journey as a person goes through it: status, autosaves while typing, the medical and
// confidentiality PDFs (POST /api/tasks/complete), more autosaves, the submission (application
// PDF, emails, records system), status. A hire waits BENCH_HIRE_THINK_MS (default 2 s, +-50%) between
// requests, as the autosave's one-second pause after typing and a person's reading make it; all
// start within the first think time. Rows: autosave p99 and all-requests p99, each against the
// same journey by one hire alone on the same server, in the same run (the baseline). The server
// (with its job worker) runs in a child process; the hires are driven from this one.
// PGlite in memory and PostgreSQL (BENCH_DATABASE_URL, default the local test server).
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { record } from './report';
import { benchKinds, type Kind, pgBase, startChild } from './status';

const HIRES = Number(process.env.BENCH_HIRES ?? 200);
const THINK_MS = Number(process.env.BENCH_HIRE_THINK_MS ?? 2000);

type Step = 'status' | 'autosave' | 'task-pdf' | 'submit';
interface Hire {
  email: string;
  cookie: string;
  /** Each hire's own address (X-Forwarded-For through a trusted loopback proxy): 200 phones, not one. */
  ip: string;
}
interface Timing {
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

async function journey(base: string, hire: Hire, startDelayMs: number, timings: Timing[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise((resolve) => setTimeout(resolve, startDelayMs));
  let taskPdfs = 0;
  for (const [i, step] of JOURNEY.entries()) {
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

async function benchKind(kind: Kind) {
  console.log(
    `\n${HIRES} hires at once (${kind}; think ${THINK_MS} ms; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  // Two more hires than the crowd: the first warms the server up (its PDF thread starts, code is
  // compiled), the second goes through alone, as the baseline.
  const server = await startChild(['--import', 'tsx', 'bench/hires-server.ts', String(HIRES + 2)], {
    TEST_DATABASE_URL: kind === 'postgres' ? pgBase : '',
  });
  try {
    const hires = (JSON.parse(fs.readFileSync(server.line.hiresFile!, 'utf8')) as Omit<Hire, 'ip'>[]).map(
      (h, i): Hire => ({ ...h, ip: `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}` }),
    );
    const base = server.line.url!;
    await journey(base, hires[0]!, 0, []);
    const alone: Timing[] = [];
    await journey(base, hires[1]!, 0, alone);
    const crowd: Timing[] = [];
    const started = performance.now();
    await Promise.all(hires.slice(2).map((hire) => journey(base, hire, Math.random() * THINK_MS, crowd)));
    const seconds = (performance.now() - started) / 1000;
    const failed = crowd.filter((t) => t.status < 200 || t.status >= 300);
    const statuses: Record<string, number> = {};
    for (const t of crowd) statuses[t.status] = (statuses[t.status] ?? 0) + 1;
    const of = (timings: Timing[], step: Step) => timings.filter((t) => t.step === step);
    const detail = {
      hires: HIRES,
      requests: crowd.length,
      failed: failed.length,
      statuses: JSON.stringify(statuses),
      seconds: Number(seconds.toFixed(1)),
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
        name: `hires-${HIRES}-${name}/${kind}`,
        value,
        unit: 'ms',
        baseline,
        ratio: value / baseline,
        goal: `<= ${goalMs} ms with ${HIRES} hires at once, every request answered 2xx (baseline: one hire alone)`,
        met: value <= goalMs && failed.length === 0,
        detail,
      });
    }
    console.log(
      `    ${crowd.length} requests in ${detail.seconds} s, ${failed.length} not 2xx ${detail.statuses}; task PDF p99 ${detail.taskPdfP99ms} ms, submit p99 ${detail.submitP99ms} ms`,
    );
  } finally {
    await server.stop();
  }
}

export async function benchHires(kinds: Kind[] = benchKinds) {
  for (const kind of kinds) await benchKind(kind);
}
