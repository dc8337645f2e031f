// Issue 37 item 13: the shipped server's memory, idle and under steady mixed traffic. `npm start`
// on a database seeded on disk (bench/hires.ts's seedShipped), then:
// - idle: RSS 15 s after it says it is ready, nobody using it (goal <= 160 MB);
// - BENCH_SOAK_MINUTES (default 30) of mixed traffic: BENCH_SOAK_HIRES (default 20) new hires at
//   a time, each through status, autosaves and the two task PDFs, a third of them on to their
//   submission (each hire submits once), the next hire starting as one finishes;
// - the working set: the highest RSS sampled every 5 s (goal <= 220 MB), and the growth from the
//   end of the first minute to the end (a leak shows as growth that does not level off).
// The baseline for both is a bare node:http server's RSS on the same node, in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { journey, seedShipped, startShipped, type Step, type Timing } from './hires';
import { record } from './report';

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const AT_ONCE = Number(process.env.BENCH_SOAK_HIRES ?? 20);
const SAMPLE_MS = 5000;
const MB = 1024 * 1024;

const TYPING: Step[] = ['status', 'autosave', 'autosave', 'task-pdf', 'autosave', 'task-pdf', 'status'];
const SUBMITTING: Step[] = [...TYPING, 'autosave', 'submit', 'status'];

const rssOf = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return (Number(/\d+/.exec(line ?? '')?.[0] ?? NaN) * 1024) / MB;
};

/** A bare node:http server's RSS once it listens: what any Node process costs here. */
async function bareRss(): Promise<number> {
  const child = spawn(
    process.execPath,
    ['-e', "require('http').createServer((q, r) => r.end('ok')).listen(0, () => console.log('up'))"],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rss = rssOf(child.pid!);
  child.kill('SIGKILL');
  return rss;
}

export async function benchSoak() {
  console.log(
    `\nsoak: ${MINUTES} min of mixed traffic, ${AT_ONCE} hires at a time (pglite, shipped start on disk; load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  const bare = await bareRss();
  // Enough hires that two visits in five submit: a journey takes about 15 s with its think times.
  const seeded = await seedShipped('pglite', Math.ceil(((MINUTES * 60) / 15) * AT_ONCE * 0.4) + AT_ONCE);
  try {
    const server = await startShipped(seeded.env);
    try {
      await new Promise((resolve) => setTimeout(resolve, 15_000));
      const idle = rssOf(server.pid);
      const samples: { at: number; rss: number }[] = [];
      const started = performance.now();
      const sampler = setInterval(
        () => samples.push({ at: (performance.now() - started) / 1000, rss: rssOf(server.pid) }),
        SAMPLE_MS,
      );
      const timings: Timing[] = [];
      // The first AT_ONCE hires only ever type (reused, as people come back to a step); the rest
      // are used once each, to go through to their submission.
      const typists = seeded.hires.slice(0, AT_ONCE);
      const submitters = seeded.hires.slice(AT_ONCE);
      let visits = 0;
      let journeys = 0;
      const endAt = started + MINUTES * 60_000;
      const lane = async () => {
        while (performance.now() < endAt) {
          const visit = visits++;
          const submitter = visit % 5 < 2 ? submitters.pop() : undefined;
          const hire = submitter ?? typists[visit % typists.length]!;
          await journey(server.url, hire, 0, timings, submitter ? SUBMITTING : TYPING);
          journeys++;
        }
      };
      await Promise.all(Array.from({ length: AT_ONCE }, lane));
      clearInterval(sampler);
      const failed = timings.filter((t) => t.status < 200 || t.status >= 300).length;
      const afterMinute = samples.find((s) => s.at >= 60)?.rss ?? samples[0]?.rss ?? NaN;
      const last = samples.at(-1)?.rss ?? NaN;
      const peak = Math.max(...samples.map((s) => s.rss));
      const detail = {
        minutes: MINUTES,
        journeys,
        requests: timings.length,
        failed,
        rssAfterFirstMinuteMb: Number(afterMinute.toFixed(1)),
        rssAtEndMb: Number(last.toFixed(1)),
        growthAfterFirstMinuteMb: Number((last - afterMinute).toFixed(1)),
        loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
      };
      record({
        name: 'rss-idle/pglite-disk',
        value: idle,
        unit: 'MB',
        baseline: bare,
        ratio: idle / bare,
        goal: '<= 160 MB, 15 s after the start with nobody using it (baseline: a bare node:http server)',
        met: idle <= 160,
        detail: { bareMb: Number(bare.toFixed(1)) },
      });
      record({
        name: `rss-working-set-${MINUTES}min/pglite-disk`,
        value: peak,
        unit: 'MB',
        baseline: bare,
        ratio: peak / bare,
        goal: `<= 220 MB at its highest over ${MINUTES} min of mixed traffic, every request answered 2xx (baseline: a bare node:http server)`,
        met: peak <= 220 && failed === 0,
        detail,
      });
      console.log(
        `    ${journeys} journeys, ${timings.length} requests, ${failed} not 2xx; RSS after the first minute ${detail.rssAfterFirstMinuteMb} MB, at the end ${detail.rssAtEndMb} MB (growth ${detail.growthAfterFirstMinuteMb} MB)`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await seeded.remove();
  }
}
