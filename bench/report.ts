// The bench's one reporting helper: every row is recorded with its same-run baseline, printed,
// and written to bench/results/latest.json (the previous run moves to previous.json and each row
// prints its change since then). Other benches call `record(...)` for each row they measure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BenchRow {
  /** Stable id of the row, e.g. `status-304/pglite`: how the next run finds it to compare. */
  name: string;
  value: number;
  unit: string;
  /** The same-run baseline the value is read against (absent for a plain bound). */
  baseline?: number;
  /** value / baseline, or the figure the goal is stated in. */
  ratio?: number;
  /** The goal in words, e.g. `>= 0.3 of bare`. */
  goal: string;
  met: boolean;
  /** Anything else worth keeping with the row (sub-measures, counts). */
  detail?: Record<string, number | string | boolean>;
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const rows: BenchRow[] = [];

const fmt = (n: number) =>
  Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 1 ? n.toFixed(2) : n.toFixed(3);

export function record(row: BenchRow): BenchRow {
  rows.push(row);
  const base = row.baseline === undefined ? '' : `  baseline ${fmt(row.baseline)} ${row.unit}`;
  const ratio = row.ratio === undefined ? '' : `  ratio ${fmt(row.ratio)}`;
  console.log(
    `  [${row.met ? 'met' : 'NOT MET'}] ${row.name}: ${fmt(row.value)} ${row.unit}${base}${ratio}  (goal ${row.goal})`,
  );
  return row;
}

function readRun(file: string): { rows: BenchRow[] } | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { rows: BenchRow[] };
  } catch {
    return null;
  }
}

/**
 * Writes this run's rows to bench/results/latest.json (keeping the last run as previous.json)
 * and prints each row's change since then. A subset run merges into the last full picture:
 * rows not measured this time are carried over from the previous file, marked as such.
 */
export function writeResults(): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  const latest = path.join(resultsDir, 'latest.json');
  const previousFile = path.join(resultsDir, 'previous.json');
  const previous = readRun(latest);
  if (previous) fs.copyFileSync(latest, previousFile);
  const measured = new Set(rows.map((r) => r.name));
  const carried = (previous?.rows ?? []).filter((r) => !measured.has(r.name));
  const run = {
    at: new Date().toISOString(),
    host: { cpus: os.cpus().length, loadAverage: os.loadavg()[0] },
    rows: [...rows, ...carried],
  };
  fs.writeFileSync(latest, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`\nresults: ${path.relative(process.cwd(), latest)} (${rows.length} rows measured now)`);
  if (!previous) return;
  console.log('change since the last run (ratio, or value where a row has no ratio):');
  for (const row of rows) {
    const before = previous.rows.find((r) => r.name === row.name);
    if (!before) {
      console.log(`  ${row.name}: new`);
      continue;
    }
    const now = row.ratio ?? row.value;
    const then = before.ratio ?? before.value;
    const change =
      then === 0 ? '' : ` (${now >= then ? '+' : ''}${(((now - then) / then) * 100).toFixed(0)}%)`;
    console.log(
      `  ${row.name}: ${fmt(then)} -> ${fmt(now)}${change}${before.met === row.met ? '' : row.met ? ' now met' : ' no longer met'}`,
    );
  }
}
