// `npm run bench [-- name ...]`: every benchmark, each against a baseline measured in the same
// run, so the figures read as ratios. Budgets live here, never in tests. The client is built
// first. Rows are recorded through bench/report.ts and written to bench/results/latest.json
// (the previous run kept and compared). Name benches to run a subset: `npm run bench -- status`.
import { benchBootWait } from './boot-wait';
import { benchClient } from './client';
import { benchCommitFsync } from './commit-fsync';
import { benchCreateMember } from './create-member';
import { benchDeleteApproved } from './delete-approved';
import { benchExcelExport } from './excel-export';
import { benchHires } from './hires';
import { measurePageJs } from './home-js-size';
import { benchOfflineSw } from './offline-sw';
import { record, writeResults, type BenchRow } from './report';
import { benchSoak } from './soak';
import { benchStartup } from './startup';
import { benchStatusPolls } from './status';
import { benchStatusScale } from './status-scale';
import { benchSubmission } from './submission';
import { benchTeamMembers } from './team-members';

/** A row as a bench that returns its rows writes it (null where it has no baseline or goal). */
type ReturnedRow = Omit<BenchRow, 'baseline' | 'ratio' | 'met'> & {
  baseline: number | null;
  ratio: number | null;
  met: boolean | null;
};

/** Benches that return their rows rather than recording them: recorded here. */
const recorded = async (rows: Promise<ReturnedRow[]>) => {
  console.log('\nrecorded rows');
  for (const { baseline, ratio, met, ...row } of await rows) {
    // A row with no goal of its own (met: null) is context for the rows beside it.
    record({ ...row, baseline: baseline ?? undefined, ratio: ratio ?? undefined, met: met ?? true });
  }
};

// One line per bench: name -> run. Add yours here.
const benches: Record<string, () => Promise<unknown>> = {
  'page-js': () =>
    measurePageJs([
      { name: '/ (task home)', path: '/' },
      {
        name: '/basic-info (first, from /)',
        path: '/',
        thenClick: 'Start Onboarding',
        waitFor: 'BASIC INFORMATION',
      },
      { name: '/admin/policies (redirects)', path: '/admin/policies' },
    ]),
  client: () => recorded(benchClient()),
  // The client's 'extra JS on top of home' rows alone (no Lighthouse): seconds, not minutes.
  'step-js': () => recorded(benchClient({ onlyStepScripts: true })),
  // Lighthouse with and without decision 014's first-paint wait, same run (issue 21): minutes.
  'boot-wait': () => recorded(benchBootWait()),
  // Lighthouse with the service worker and with /sw.js blocked, same run (decision 034): minutes.
  'offline-sw': () => recorded(benchOfflineSw()),
  startup: () => benchStartup(3),
  status: () => benchStatusPolls(),
  'status-scale': () => benchStatusScale(),
  'team-members': () => benchTeamMembers(),
  'create-member': () => benchCreateMember(),
  'excel-export': () => recorded(benchExcelExport()),
  submission: () => benchSubmission(),
  'commit-fsync': () => benchCommitFsync(),
  'delete-approved': () => benchDeleteApproved(),
  hires: () => benchHires(),
  // Idle RSS and 30 minutes of mixed traffic on the shipped start (BENCH_SOAK_MINUTES).
  soak: () => benchSoak(),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
// Run only when named: 'step-js' is part of 'client'; 'boot-wait' answers one question (issue 21),
// 'offline-sw' another (decision 034).
const onlyWhenNamed = new Set(['step-js', 'boot-wait', 'offline-sw']);
for (const [name, run] of Object.entries(benches)) {
  if (asked.length ? !asked.includes(name) : onlyWhenNamed.has(name)) continue;
  await run();
}
writeResults();
