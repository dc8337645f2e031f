// The status query at 1k / 10k / 50k members: flat when each per-email lookup uses an index
// (goal: 50k within 1.5x of 1k). Median of 300 lookups of random members; on PostgreSQL the plan
// at 50k is EXPLAINed and any sequential scan of a per-member table is reported.
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/query-rows';
import { getStatus, statusQuery } from '../src/server/services/status/get-status';
import { createTestApp } from '../tests/fixtures/test-app';
import { record } from './report';
import { benchKinds, type Kind, pgBase } from './status';
import { benchEmail, seedStatusMembers } from './status-seed';

const SIZES = [1000, 10_000, 50_000];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchStatusScale(kinds: Kind[] = benchKinds) {
  for (const kind of kinds) {
    console.log(`\nstatus query at ${SIZES.join(' / ')} members (${kind})`);
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = kind === 'postgres' ? pgBase : '';
    const t = await createTestApp({}, { runJobs: false });
    process.env.TEST_DATABASE_URL = saved;
    try {
      const { db } = t.deps.database;
      const times: number[] = [];
      let seeded = 0;
      for (const size of SIZES) {
        await seedStatusMembers(db, 'scale', seeded, size);
        seeded = size;
        for (let i = 0; i < 30; i++) await getStatus(db, benchEmail('scale', i)); // warm-up
        const runs: number[] = [];
        for (let i = 0; i < 300; i++) {
          const email = benchEmail('scale', Math.floor(Math.random() * size));
          const s = performance.now();
          const status = await getStatus(db, email);
          runs.push(performance.now() - s);
          if (!status.memberId) throw new Error(`no member for ${email}`);
        }
        times.push(median(runs));
        console.log(`    ${size} members: ${median(runs).toFixed(2)} ms median of 300`);
      }
      let seqScans = '';
      if (kind === 'postgres') {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          db,
          sql`explain ${statusQuery(benchEmail('scale', 4242))}`,
        );
        const lines = plan.map((r) => r['QUERY PLAN']);
        seqScans = lines
          .filter((l) => /Seq Scan on (?!policy_documents)/.test(l))
          .map((l) => l.trim())
          .join('; ');
        console.log(
          `    EXPLAIN at 50k: ${seqScans ? `sequential scans: ${seqScans}` : 'index lookups only (no Seq Scan of a per-member table)'}`,
        );
      }
      const ratio = times[2]! / times[0]!;
      record({
        name: `status-query-50k-vs-1k/${kind}`,
        value: times[2]!,
        unit: 'ms',
        baseline: times[0]!,
        ratio,
        goal: '50k within 1.5x of 1k',
        met: ratio <= 1.5 && seqScans === '',
        detail: { ms1k: times[0]!, ms10k: times[1]!, ms50k: times[2]!, seqScans },
      });
    } finally {
      await t.close();
    }
  }
}
