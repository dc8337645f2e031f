// Streaming Excel export of N members (GET /api/admin/download-excel over real HTTP) against a
// baseline in the same run: one SELECT of the same rows (members left join tax declarations)
// into memory. Both run in this process with PGlite, so CPU time includes the database's work;
// it is printed beside wall time because wall time swings on a shared machine. RSS is sampled
// every 20 ms; the export runs first so that the baseline's heap growth does not hide its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { createDeps } from '../src/server/create-deps';
import { openPglite } from '../src/server/db/client';
import { taxDeclarations } from '../src/server/db/schema/tax-declarations';
import { teamMembers } from '../src/server/db/schema/team-members';
import { loadEnv } from '../src/server/env';
import type { AppDeps } from '../src/server/types';
import { memberValues } from '../tests/fixtures/factories';

const PIN = '135790';
const BATCH = 500;
const MB = 1024 * 1024;

interface Measure {
  wallMs: number;
  cpuMs: number;
  rssBefore: number;
  rssPeak: number;
}

interface Result {
  rows: number;
  bytes: number;
  exported: Measure;
  selected: Measure;
}

async function seed(deps: AppDeps, count: number) {
  const { db } = deps.database;
  for (let i = 0; i < count; i += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) =>
      memberValues(deps.cipher, {
        email: `bench-${i + j}@example.com`,
        fullName: `Bench Member ${i + j}`,
        notes: 'Generated for the export benchmark.',
        visaNumber: 'V1234567',
      }),
    );
    const members = await db
      .insert(teamMembers)
      .values(values)
      .returning({ id: teamMembers.id, email: teamMembers.email });
    await db.insert(taxDeclarations).values(
      members.map((m) => ({
        memberId: m.id,
        email: m.email,
        taxFileNumber: deps.cipher.encrypt('123456782'),
        basisOfPayment: 'full-time',
        australianResident: 'resident',
        claimTaxFreeThreshold: 'yes',
        hasHELPDebt: 'no',
        taxDeclarationDate: '2025-07-21',
      })),
    );
  }
}

/** Runs `work`, sampling RSS every 20 ms, and measures wall and CPU time. */
async function measure<T>(work: () => Promise<T>): Promise<[T, Measure]> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const timer = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const value = await work();
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    return [value, { wallMs, cpuMs: (used.user + used.system) / 1000, rssBefore, rssPeak }];
  } finally {
    clearInterval(timer);
  }
}

/** Downloads the export, consuming the stream as a browser would, and answers its size. */
function download(port: number, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/admin/download-excel', headers: { cookie } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`download answered ${res.statusCode}`));
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function benchOne(count: number): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-xlsx-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    ADMIN_PIN: PIN,
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
  });
  const database = await openPglite();
  const deps = await createDeps(env, database);
  const app = await buildApp(deps, { logLevel: 'silent' });
  try {
    await seed(deps, count);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const login = await app.inject({ method: 'POST', url: '/api/admin/verify-pin', payload: { pin: PIN } });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const [bytes, exported] = await measure(() => download(port, cookie));
    const [rows, selected] = await measure(() =>
      deps.database.db
        .select({ member: teamMembers, tax: taxDeclarations })
        .from(teamMembers)
        .leftJoin(taxDeclarations, eq(taxDeclarations.memberId, teamMembers.id)),
    );
    if (rows.length !== count) throw new Error(`expected ${count} rows, selected ${rows.length}`);
    return { rows: count, bytes, exported, selected };
  } finally {
    await app.close();
    deps.mail.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(results: Result[]) {
  const mb = (n: number) => (n / MB).toFixed(0);
  const head = [
    'members',
    'SELECT ms',
    'export ms',
    'x',
    'SELECT cpu',
    'export cpu',
    'x cpu',
    'rows/s',
    'file MB',
    'RSS before',
    'export +RSS',
    'SELECT +RSS',
  ];
  const rows = results.map(({ rows: n, bytes, exported: e, selected: s }) => [
    n.toLocaleString('en-AU'),
    s.wallMs.toFixed(0),
    e.wallMs.toFixed(0),
    (e.wallMs / s.wallMs).toFixed(1),
    s.cpuMs.toFixed(0),
    e.cpuMs.toFixed(0),
    (e.cpuMs / s.cpuMs).toFixed(1),
    Math.round(n / (e.wallMs / 1000)).toLocaleString('en-AU'),
    (bytes / MB).toFixed(1),
    mb(e.rssBefore),
    mb(e.rssPeak - e.rssBefore),
    mb(s.rssPeak - s.rssBefore),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '  ' + cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log('\nExcel export: GET /api/admin/download-excel over HTTP vs one SELECT of the same rows');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log('  ms: wall; cpu: process CPU ms (PGlite runs in process); x: export / SELECT; RSS in MB');
}

export async function benchExcelExport(sizes = [10_000, 50_000]) {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const loadBefore = load();
  const results: Result[] = [];
  for (const size of sizes) results.push(await benchOne(size));
  printTable(results);
  console.log(`  load average before ${loadBefore}, after ${load()} (${os.cpus().length} CPUs)`);
  return results;
}
