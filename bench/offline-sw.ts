// Decision 034: the service worker must keep the Lighthouse goals (issue 13: score >= 98, LCP
// <= 1.5 s, TBT <= 50 ms). Lighthouse mobile on the app as built (it registers /sw.js after load
// and precaches the journey), beside the same build without sw.js (its registration finds none:
// the app before decision 034), each on its own server, page by page, one run each alternating,
// median of `runs`.
// Run after `vite build` (`npm run bench` builds first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from './boot-wait';
import type { BenchRow } from './client';
import { runLighthouse, type LighthouseFigures } from './lighthouse';

const PAGES = ['/', '/basic-info', '/address', '/confirmation', '/no-such-page'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medians = (all: LighthouseFigures[]) => ({
  score: median(all.map((f) => f.score)),
  lcpMs: median(all.map((f) => f.lcpMs)),
  tbtMs: median(all.map((f) => f.tbtMs)),
});
const ratio = (a: number, b: number) => (b === 0 ? 0 : Number((a / b).toFixed(3)));

export async function benchOfflineSw(runs = 3): Promise<BenchRow[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-sw-'));
  const noWorkerDir = path.join(work, 'client');
  fs.cpSync(path.resolve('dist/client'), noWorkerDir, { recursive: true });
  for (const file of ['sw.js', 'sw.js.br', 'sw.js.gz'])
    fs.rmSync(path.join(noWorkerDir, file), { force: true });
  const app = await serve(path.resolve('dist/client'));
  const noWorker = await serve(noWorkerDir);
  const rows: BenchRow[] = [];
  const lines: string[] = [];
  try {
    for (const page of PAGES) {
      const withSw: LighthouseFigures[] = [];
      const without: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        withSw.push(await runLighthouse(app.url + page, 1));
        without.push(await runLighthouse(noWorker.url + page, 1));
      }
      const a = medians(withSw);
      const b = medians(without);
      lines.push(
        `  ${page.padEnd(14)} with the worker: score ${a.score}, LCP ${Math.round(a.lcpMs)} ms, TBT ${Math.round(a.tbtMs)} ms | without: score ${b.score}, LCP ${Math.round(b.lcpMs)} ms, TBT ${Math.round(b.tbtMs)} ms`,
      );
      rows.push(
        {
          name: `service worker ${page}: lighthouse score (without the worker: baseline)`,
          value: a.score,
          unit: 'score',
          baseline: b.score,
          ratio: ratio(a.score, b.score),
          goal: '>= 98',
          met: a.score >= 98,
        },
        {
          name: `service worker ${page}: LCP (without the worker: baseline)`,
          value: Math.round(a.lcpMs),
          unit: 'ms',
          baseline: Math.round(b.lcpMs),
          ratio: ratio(a.lcpMs, b.lcpMs),
          goal: '<= 1500 ms',
          met: a.lcpMs <= 1500,
        },
        {
          name: `service worker ${page}: TBT (without the worker: baseline)`,
          value: Math.round(a.tbtMs),
          unit: 'ms',
          baseline: Math.round(b.tbtMs),
          ratio: ratio(a.tbtMs, b.tbtMs),
          goal: '<= 50 ms',
          met: a.tbtMs <= 50,
        },
      );
    }
  } finally {
    await noWorker.stop();
    await app.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(
    '\nthe service worker (decision 034): Lighthouse mobile, median of %d alternating runs each',
    runs,
  );
  for (const line of lines) console.log(line);
  return rows;
}

// `npx tsx bench/offline-sw.ts [--runs=N]` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/offline-sw.ts')) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  await benchOfflineSw(runsArg ? Number(runsArg.slice('--runs='.length)) : undefined);
}
