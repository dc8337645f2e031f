// Decision 014's boot: the entry requests the app's chunks once the browser reports the first
// contentful paint. This measures, in one run, Lighthouse mobile on the app as built beside the
// same build whose entry requests them at once (main.tsx's wait dropped by a transform here),
// page by page, alternating, against a plain static page. Issue 21: the wait goes if the app
// without it keeps a score >= 98 and LCP <= 1.5 s. Run after `vite build`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { startPlainPage } from './client';
import { runLighthouse, type LighthouseFigures } from './lighthouse';
import type { BenchRow } from './client';

const PAGES = ['/', '/basic-info', '/address', '/confirmation', '/no-such-page'];
const WAIT_CALL = /if \(document\.visibilityState === 'hidden'\) start\(\);\s*else afterFirstPaint\(start\);/;

/** main.tsx starting the app at once instead of after the first contentful paint. */
const dropWait = (): Plugin => ({
  name: 'bench-drop-first-paint-wait',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]main\.tsx$/.test(id)) return null;
    if (!WAIT_CALL.test(code)) throw new Error('main.tsx no longer waits as this bench expects');
    return code.replace(WAIT_CALL, 'start();');
  },
});

export async function serve(clientDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/boot-server.ts', clientDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .trim()
        .split('\n')
        .find((l) => l.startsWith('http'));
      if (line) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`boot-server exited ${code}`)));
  });
  return {
    url,
    stop: () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export async function benchBootWait(runs = 3): Promise<BenchRow[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-boot-'));
  const noWaitDir = path.join(work, 'client');
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'warn',
    plugins: [dropWait()],
    build: { outDir: noWaitDir, emptyOutDir: true },
  });
  const waiting = await serve(path.resolve('dist/client'));
  const atOnce = await serve(noWaitDir);
  const plain = await startPlainPage(41621);
  const rows: BenchRow[] = [];
  const figures: Array<[string, LighthouseFigures, LighthouseFigures]> = [];
  try {
    const plainFigures = await runLighthouse(plain.base + '/', runs);
    for (const page of PAGES) {
      const withWait = await runLighthouse(waiting.url + page, runs);
      const without = await runLighthouse(atOnce.url + page, runs);
      figures.push([page, withWait, without]);
      const ratio = (a: number, b: number) => (b === 0 ? 0 : Number((a / b).toFixed(3)));
      rows.push(
        {
          name: `boot ${page}: lighthouse score without the first-paint wait (with it: baseline; plain page ${plainFigures.score})`,
          value: without.score,
          unit: 'score',
          baseline: withWait.score,
          ratio: ratio(without.score, withWait.score),
          goal: '>= 98',
          met: without.score >= 98,
        },
        {
          name: `boot ${page}: LCP without the first-paint wait (with it: baseline; plain page ${plainFigures.lcpMs.toFixed(0)} ms)`,
          value: Math.round(without.lcpMs),
          unit: 'ms',
          baseline: Math.round(withWait.lcpMs),
          ratio: ratio(without.lcpMs, withWait.lcpMs),
          goal: '<= 1500 ms',
          met: without.lcpMs <= 1500,
        },
        {
          name: `boot ${page}: TBT without the first-paint wait (with it: baseline)`,
          value: Math.round(without.tbtMs),
          unit: 'ms',
          baseline: Math.round(withWait.tbtMs),
          ratio: ratio(without.tbtMs, withWait.tbtMs),
          goal: '<= 50 ms',
          met: without.tbtMs <= 50,
        },
      );
    }
  } finally {
    await plain.stop();
    await atOnce.stop();
    await waiting.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log('\nthe first-paint wait (decision 014): Lighthouse mobile, median of %d runs each', runs);
  for (const [page, withWait, without] of figures) {
    console.log(
      '  %s with wait: score %d, LCP %d ms, TBT %d ms, FCP %d ms | without: score %d, LCP %d ms, TBT %d ms, FCP %d ms',
      page.padEnd(14),
      withWait.score,
      Math.round(withWait.lcpMs),
      Math.round(withWait.tbtMs),
      Math.round(withWait.fcpMs),
      without.score,
      Math.round(without.lcpMs),
      Math.round(without.tbtMs),
      Math.round(without.fcpMs),
    );
  }
  return rows;
}

// `npx tsx bench/boot-wait.ts [--runs=N]` runs this part alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/boot-wait.ts')) {
  const runsArg = process.argv.find((a) => a.startsWith('--runs='));
  await benchBootWait(runsArg ? Number(runsArg.slice('--runs='.length)) : undefined);
}
