// What durable commits cost (issue 20 item 2): single-row INSERT commits into an on-disk PGlite
// opened as the app opens it (each commit then its flush, as an answer waits for it) against the same on
// PGlite's own defaults (fsync off), in the same run, alternating blocks so both see the same
// machine load. The directory is under BENCH_DIR (default the OS temp dir): use the disk the
// app's DATA_DIR is on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../src/server/db/client';
import { record } from './report';

const ROUNDS = 6;
const PER_ROUND = 50;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeCommits(insert: (i: number) => Promise<unknown>, into: number[], from: number) {
  for (let i = 0; i < PER_ROUND; i++) {
    const started = performance.now();
    await insert(from + i);
    into.push(performance.now() - started);
  }
}

export async function benchCommitFsync() {
  console.log('\ncommits to the embedded database: fsync on (the app) vs off (PGlite defaults)');
  const root = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'onb-bench-fsync-'));
  const durable = await openPglite(path.join(root, 'durable'), { useTemplate: false });
  const loose = await PGlite.create({ dataDir: path.join(root, 'loose') });
  const on: number[] = [];
  const off: number[] = [];
  try {
    const create = 'create table hires (id int primary key, name text not null)';
    await durable.db.execute(create);
    await loose.exec(create);
    const insert = 'insert into hires values ($1, $2)';
    // The durable database's driver is drizzle; its client's query is what a route's insert
    // reaches, and an answer waits for `durable()` (decision 042's group commit) before it is sent.
    const durableInsert = async (i: number) => {
      await durable.db.execute(`insert into hires values (${i}, 'Hire ${i}')`);
      await durable.durable();
    };
    const looseInsert = (i: number) => loose.query(insert, [i, `Hire ${i}`]);
    for (let round = 0; round < ROUNDS; round++) {
      await timeCommits(durableInsert, on, round * PER_ROUND);
      await timeCommits(looseInsert, off, round * PER_ROUND);
    }
  } finally {
    await durable.close();
    await loose.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
  const [mOn, mOff] = [median(on), median(off)];
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  record({
    name: 'commit-latency/pglite-fsync',
    value: mOn,
    unit: 'ms',
    baseline: mOff,
    ratio: mOn / mOff,
    goal: '<= 10 ms median per commit (fsync off is the baseline)',
    met: mOn <= 10,
    detail: {
      commits: on.length,
      commitsPerSecondFsync: Math.round((1000 * on.length) / sum(on)),
      commitsPerSecondNoFsync: Math.round((1000 * off.length) / sum(off)),
      p95FsyncMs: [...on].sort((a, b) => a - b)[Math.floor(on.length * 0.95)]!,
    },
  });
}
