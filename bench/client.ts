// The client on a site's phone network (issue 13, rows 1 to 3), each figure beside a baseline
// measured in the same run: static bytes on the wire per encoding against the plain files, the
// extra JavaScript a wizard step loads on top of the task home (gzipped bytes, requests and how
// many of them wait for another), and Lighthouse mobile against a plain static page.
// Run after `vite build` (`npm run bench` builds first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import { WIZARD_STEPS } from '../src/shared/tasks';

export type BenchRow = {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
  goal: string;
  met: boolean;
};

const row = (r: Omit<BenchRow, 'ratio'>): BenchRow => ({
  ...r,
  ratio: r.baseline === 0 ? 0 : Number((r.value / r.baseline).toFixed(3)),
});

/** Every wizard step (the issue measured the first, second and last), then tax and super. */
const STEPS = [...WIZARD_STEPS.map((step) => step.route), '/tax-declaration', '/superfund-choice'];
/** Lighthouse's pages (issue 13): the 404 page is any unknown path. */
const LIGHTHOUSE_PAGES = ['/', '/basic-info', '/address', '/confirmation', '/no-such-page'];

export async function startApp(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-client-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PIN: '123456', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    base,
    async stop() {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A plain static page, the baseline Lighthouse measures in the same run. */
export function startPlainPage(port: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>Plain</title></head><body><h1>Employee Onboarding</h1>' +
    "<p>A plain static page: the baseline for the client's Lighthouse figures.</p></body></html>";
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

/**
 * The files of a first visit to the home: index.html and what it links (script, style, preloads),
 * but not the inlined stylesheet's disabled link, which browsers do not fetch.
 */
async function homeFiles(base: string): Promise<string[]> {
  const html = await (await fetch(`${base}/`)).text();
  const linked = [...html.matchAll(/<[^>]*(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g)]
    .filter((m) => !/\sdisabled[\s>]/.test(m[0]))
    .map((m) => m[1]!);
  return ['/', ...new Set(linked)];
}

/** Below this scripts/precompress.ts writes no twin: a header would cost more than it saves. */
const PRECOMPRESS_MIN_BYTES = 1024;

async function wireBytes(base: string): Promise<BenchRow[]> {
  const files = await homeFiles(base);
  const sizes: Record<string, number> = { identity: 0, gzip: 0, br: 0 };
  let immutable = true;
  let everyEncoding = true;
  for (const encoding of Object.keys(sizes)) {
    for (const file of files) {
      const res = await fetch(base + file, { headers: { 'accept-encoding': encoding } });
      // fetch would decode: read the length the server sent instead.
      const bytes = Number(res.headers.get('content-length') ?? (await res.arrayBuffer()).byteLength);
      await res.body?.cancel();
      sizes[encoding]! += bytes;
      const isTwinExpected = !file.startsWith('/assets/') || bytes >= PRECOMPRESS_MIN_BYTES;
      if (encoding !== 'identity' && isTwinExpected && res.headers.get('content-encoding') !== encoding) {
        everyEncoding = false;
      }
      if (file.startsWith('/assets/') && !/immutable/.test(res.headers.get('cache-control') ?? '')) {
        immutable = false;
      }
    }
  }
  const kb = (n: number) => Number((n / 1024).toFixed(1));
  const goal = 'precompressed br + gz, hashed assets immutable';
  return (['br', 'gzip'] as const).map((encoding) =>
    row({
      name: `home first visit on the wire, ${encoding} (${files.length} files)`,
      value: kb(sizes[encoding]!),
      unit: 'KB',
      baseline: kb(sizes.identity!),
      goal,
      met: everyEncoding && immutable && sizes[encoding]! < sizes.identity! / 2,
    }),
  );
}

type Loaded = { url: string; gz: number; preloaded: boolean };

/**
 * The JavaScript files a direct visit to `pathname` loads, with the gzipped size of each and
 * whether index.html named it (its script, or a modulepreload link the entry adds all at once
 * after the first paint: decision 014) or a chunk asked for it once it ran (a request that
 * waited for another chunk).
 */
async function loadedScripts(base: string, pathname: string): Promise<Loaded[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const html = await (await fetch(base + pathname)).text();
    const named = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => new URL(m[1]!, base).href),
    );
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) bodies.set(res.url(), res.body());
    });
    await page.goto(base + pathname, { waitUntil: 'networkidle' });
    const out: Loaded[] = [];
    for (const [url, body] of bodies) {
      out.push({ url, gz: zlib.gzipSync(await body, { level: 9 }).length, preloaded: named.has(url) });
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function stepScripts(base: string): Promise<BenchRow[]> {
  const home = await loadedScripts(base, '/');
  const homeUrls = new Set(home.map((s) => s.url));
  const homeGz = home.reduce((n, s) => n + s.gz, 0);
  const kb = (n: number) => Number((n / 1024).toFixed(1));
  const rows: BenchRow[] = [];
  for (const step of STEPS) {
    const extra = (await loadedScripts(base, step)).filter((s) => !homeUrls.has(s.url));
    const gz = extra.reduce((n, s) => n + s.gz, 0);
    const waited = extra.filter((s) => !s.preloaded).length;
    rows.push(
      row({
        name: `${step}: extra JS on top of home (home ${kb(homeGz)} KB gz)`,
        value: kb(gz),
        unit: 'KB gz',
        baseline: kb(homeGz),
        goal: '<= 35 KB gz',
        met: gz <= 35 * 1024,
      }),
      row({
        name: `${step}: extra JS requests`,
        value: extra.length,
        unit: 'requests',
        baseline: home.length,
        goal: '<= 3',
        met: extra.length <= 3,
      }),
      row({
        name: `${step}: extra JS not named in index.html (waited for a chunk)`,
        value: waited,
        unit: 'requests',
        baseline: extra.length,
        goal: '0 (all preloaded)',
        met: waited === 0,
      }),
    );
  }
  return rows;
}

function lighthouseRows(pathname: string, page: LighthouseFigures, plain: LighthouseFigures): BenchRow[] {
  return [
    row({
      name: `lighthouse ${pathname}: performance score (plain page ${plain.score})`,
      value: page.score,
      unit: 'score',
      baseline: plain.score,
      goal: '>= 98',
      met: page.score >= 98,
    }),
    row({
      name: `lighthouse ${pathname}: LCP (plain page ${plain.lcpMs.toFixed(0)} ms)`,
      value: Math.round(page.lcpMs),
      unit: 'ms',
      baseline: Math.round(plain.lcpMs),
      goal: '<= 1500 ms',
      met: page.lcpMs <= 1500,
    }),
    row({
      name: `lighthouse ${pathname}: TBT`,
      value: Math.round(page.tbtMs),
      unit: 'ms',
      baseline: Math.round(plain.tbtMs),
      goal: '<= 50 ms',
      met: page.tbtMs <= 50,
    }),
    row({
      name: `lighthouse ${pathname}: CLS`,
      value: Number(page.cls.toFixed(3)),
      unit: 'CLS',
      baseline: Number(plain.cls.toFixed(3)),
      goal: '0',
      met: page.cls < 0.001,
    }),
  ];
}

export async function benchClient(
  options: { lighthouse?: boolean; runs?: number; onlyStepScripts?: boolean } = {},
): Promise<BenchRow[]> {
  // The step-scripts rows alone need no plain page, and use their own port: 'client' may be
  // running beside them on this shared machine.
  const app = await startApp(options.onlyStepScripts ? 41610 : 41600);
  const plain = options.onlyStepScripts ? null : await startPlainPage(41601);
  const rows: BenchRow[] = [];
  try {
    if (!options.onlyStepScripts) rows.push(...(await wireBytes(app.base)));
    rows.push(...(await stepScripts(app.base)));
    if (options.lighthouse !== false && plain) {
      const runs = options.runs ?? 3;
      const plainFigures = await runLighthouse(plain.base + '/', runs);
      for (const pathname of LIGHTHOUSE_PAGES) {
        rows.push(...lighthouseRows(pathname, await runLighthouse(app.base + pathname, runs), plainFigures));
      }
    }
  } finally {
    await plain?.stop();
    await app.stop();
  }
  console.log('\nthe client on a phone network (value vs same-run baseline)');
  for (const r of rows) {
    console.log(
      '  %s %s %s  (baseline %s, ratio %s; goal %s: %s)',
      r.met ? 'ok  ' : 'MISS',
      r.name.padEnd(64),
      `${r.value} ${r.unit}`.padStart(14),
      r.baseline,
      r.ratio,
      r.goal,
      r.met ? 'met' : 'not met',
    );
  }
  return rows;
}

// `npx tsx bench/client.ts [--no-lighthouse] [--runs=N]` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/client.ts')) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  await benchClient({
    lighthouse: !process.argv.includes('--no-lighthouse'),
    runs: runsArg ? Number(runsArg.slice('--runs='.length)) : undefined,
  });
}
