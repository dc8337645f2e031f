// Streaming Excel export of 50k members with every field filled (GET /api/admin/download-excel
// over real HTTP), on PGlite and on PostgreSQL, against a baseline in the same run: one SELECT
// of the same rows (members left join tax declarations left join super choices) into memory.
// The export is served by the app as `npm start` runs it (bundled server and worker threads, the
// start script's malloc settings), and the figures are that process's: its CPU time (PGlite's
// included, which runs in it; PostgreSQL's own is not counted) and its RSS, sampled every 20 ms.
// The baseline runs in this process after the server stops. Goals (issue 21, decision 027): the export
// takes at most 10 s on PGlite and 5 s on PostgreSQL, and adds at most 150 MB of RSS on both.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createDeps } from '../src/server/create-deps';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { superfundChoices } from '../src/server/db/schema/superfund-choices';
import { taxDeclarations } from '../src/server/db/schema/tax-declarations';
import { teamMembers } from '../src/server/db/schema/team-members';
import { loadEnv } from '../src/server/env';
import type { AppDeps } from '../src/server/types';
import { processUsage, startServedApp } from './served-app';
import { memberValues } from '../tests/fixtures/factories';
import { benchKinds } from './status';

const PIN = '135790';
const BATCH = 500;
const MB = 1024 * 1024;
/** Wall-time goal of each database (issue 21: 10 s on PGlite, 5 s on PostgreSQL). */
const GOAL_MS: Record<Database['kind'], number> = { pglite: 10_000, postgres: 5_000 };
const GOAL_RSS_MB = 150;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One figure of `npm run bench`, beside its same-run baseline. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  goal: string;
  met: boolean | null;
}

interface Measure {
  wallMs: number;
  cpuMs: number;
  /** Pages of memory the process touched for the first time (minor page faults). */
  minorFaults: number;
  rssBefore: number;
  rssPeak: number;
}

interface Result {
  kind: Database['kind'];
  rows: number;
  bytes: number;
  exported: Measure;
  selected: Measure;
}

/** Every field a member, their tax declaration and their super choice can hold, filled. */
export async function seedMembers(deps: AppDeps, count: number) {
  const { db } = deps.database;
  const { cipher } = deps;
  const at = new Date('2025-07-14T05:04:05Z');
  for (let i = 0; i < count; i += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) =>
      memberValues(cipher, {
        email: `bench-${i + j}@example.com`,
        fullName: `Bench Member ${i + j}`,
        // Each member's own numbers, stored as the app stores them (E.164): a mobile, and a
        // landline or (one in five) a number abroad.
        emergencyContactMobile1: `+614${String(10_000_000 + i + j).slice(-8)}`,
        emergencyContactName2: 'Robin Builder',
        emergencyContactMobile2:
          (i + j) % 5 === 0
            ? `+8491${String(1_000_000 + i + j).slice(-7)}`
            : `+612${String(90_000_000 + i + j).slice(-8)}`,
        emergencyContactRelationship2: 'Sibling',
        tagAboriginal: true,
        tagSingleParent: true,
        tagDisabled: true,
        tagVisaCitizen: true,
        visaNumber: 'V1234567',
        visaExpiry: '2027-12-31',
        notes: 'Generated for the export benchmark.',
        profilePhotoFileId: crypto.randomUUID(),
        signatureFileId: crypto.randomUUID(),
        dataDownloadedBy: 'Jane Officer',
        dataDownloadedAt: at,
        approvedForDeletion: true,
        approvedBy: 'Jane Officer',
        approvedAt: at,
        approvalNotes: 'Held in the records system.',
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
        taxFileNumber: cipher.encrypt('123456782'),
        tfnExemption: '',
        basisOfPayment: 'full-time',
        australianResident: 'resident',
        claimTaxFreeThreshold: 'yes',
        hasHELPDebt: 'no',
        previousFamilyName: 'Nguyễn',
        taxDeclarationDate: '2025-07-21',
      })),
    );
    await db.insert(superfundChoices).values(
      members.map((m) => ({
        memberId: m.id,
        email: m.email,
        fundChoice: 'custom',
        taxFileNumber: cipher.encrypt('123456782'),
        cbusMemberNumber: '12345678',
        fundName: 'Export Family Super Fund',
        fundAddress: '1 George St, Sydney NSW 2000',
        memberNumber: 'M1234567',
        accountName: 'A Builder',
        fundABN: '51824753556',
        fundUSI: 'STA0100AU',
        fundPhoneNumber: '0299999999',
        isSMSF: 'yes',
        smsfBSB: cipher.encrypt('633-123'),
        smsfAccountNumber: cipher.encrypt('98765432'),
        smsfFundESA: 'SMSFDataFlow',
      })),
    );
  }
}

/**
 * Runs `work`, sampling RSS every 20 ms, and measures wall and CPU time: of process `pid` (read
 * from /proc), or of this process when none is given.
 */
async function measure<T>(work: () => Promise<T>, pid?: number): Promise<[T, Measure]> {
  const usage = () => {
    if (pid !== undefined) return processUsage(pid);
    const cpu = process.cpuUsage();
    return {
      cpuMs: (cpu.user + cpu.system) / 1000,
      minorFaults: process.resourceUsage().minorPageFault,
      rssBytes: process.memoryUsage().rss,
    };
  };
  const before = usage();
  let rssPeak = before.rssBytes;
  const timer = setInterval(() => {
    rssPeak = Math.max(rssPeak, usage().rssBytes);
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    const wallMs = performance.now() - started;
    const after = usage();
    rssPeak = Math.max(rssPeak, after.rssBytes);
    return [
      value,
      {
        wallMs,
        cpuMs: after.cpuMs - before.cpuMs,
        minorFaults: after.minorFaults - before.minorFaults,
        rssBefore: before.rssBytes,
        rssPeak,
      },
    ];
  } finally {
    clearInterval(timer);
  }
}

/** Downloads the export, consuming the stream as a browser would, and answers its size. */
function download(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/admin/download-excel`, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`download answered ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A scratch PostgreSQL database of this bench's own, dropped by `drop`. */
async function scratchPostgres(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `onb_bench_xlsx_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Why the PostgreSQL server does not answer, or undefined when it does. */
async function postgresDown(): Promise<string | undefined> {
  const c = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await c.connect();
    await c.end();
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

/**
 * Seeds `count` members, then measures the export as `npm start` serves it (the bundled server
 * and worker threads, the start script's malloc settings), downloaded over HTTP by this process:
 * the serving process's wall time, CPU time and RSS (sampled from /proc every 20 ms). The
 * baseline, one SELECT of the same rows into memory, runs in this process once the server is
 * stopped (PGlite opens its directory in one process at a time).
 */
async function benchOne(kind: Database['kind'], count: number): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-xlsx-'));
  const appEnv = {
    DATA_DIR: dataDir,
    ADMIN_PIN: PIN,
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
  };
  const pgliteDir = path.join(dataDir, 'db');
  const scratch = kind === 'postgres' ? await scratchPostgres() : undefined;
  const open = async () => scratch?.database ?? (await openPglite(pgliteDir));
  try {
    let database = await open();
    const deps = await createDeps(loadEnv(appEnv), database);
    await seedMembers(deps, count);
    if (!scratch) await database.close();
    deps.mail.close();

    const served = await startServedApp({
      ...appEnv,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    let bytes: number;
    let exported: Measure;
    try {
      const login = await fetch(`${served.url}/api/admin/verify-pin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pin: PIN }),
      });
      if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
      const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
      const cookie = sid!.split(';')[0]!;
      [bytes, exported] = await measure(() => download(served.url, cookie), served.pid);
    } finally {
      await served.stop();
    }

    if (!scratch) database = await open();
    global.gc?.();
    const [rows, selected] = await measure(() =>
      database.db
        .select({ member: teamMembers, tax: taxDeclarations, superfund: superfundChoices })
        .from(teamMembers)
        .leftJoin(taxDeclarations, eq(taxDeclarations.memberId, teamMembers.id))
        .leftJoin(superfundChoices, eq(superfundChoices.memberId, teamMembers.id)),
    );
    if (!scratch) await database.close();
    if (rows.length !== count) throw new Error(`expected ${count} rows, selected ${rows.length}`);
    return { kind, rows: count, bytes, exported, selected };
  } finally {
    await scratch?.database.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(results: Result[]) {
  const mb = (n: number) => (n / MB).toFixed(0);
  const head = [
    'database',
    'members',
    'SELECT ms',
    'export ms',
    'x',
    'SELECT cpu',
    'export cpu',
    'x cpu',
    'export faults',
    'file MB',
    'RSS before',
    'export +RSS',
    'SELECT +RSS',
  ];
  const rows = results.map(({ kind, rows: n, bytes, exported: e, selected: s }) => [
    kind,
    n.toLocaleString('en-AU'),
    s.wallMs.toFixed(0),
    e.wallMs.toFixed(0),
    (e.wallMs / s.wallMs).toFixed(1),
    s.cpuMs.toFixed(0),
    e.cpuMs.toFixed(0),
    (e.cpuMs / s.cpuMs).toFixed(1),
    e.minorFaults.toLocaleString('en-AU'),
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
  console.log(
    '  ms: wall; cpu: the serving process for the export (PGlite runs in it), this one for the SELECT; x: export / SELECT; faults: minor page faults of the serving process during the export; RSS in MB',
  );
  console.log(
    `  goals: export <= ${GOAL_MS.pglite} ms wall on PGlite, <= ${GOAL_MS.postgres} ms on PostgreSQL, <= ${GOAL_RSS_MB} MB added RSS on both`,
  );
}

/** The figures of one result as bench rows: wall and CPU time against the SELECT, and added RSS. */
function toRows({ kind, rows: n, exported: e, selected: s }: Result): BenchRow[] {
  const prefix = `Excel export, ${n.toLocaleString('en-AU')} members, ${kind}`;
  const round = (x: number) => Math.round(x * 100) / 100;
  const rssMb = (m: Measure) => round((m.rssPeak - m.rssBefore) / MB);
  return [
    {
      name: `${prefix}: wall time`,
      value: round(e.wallMs),
      unit: 'ms',
      baseline: round(s.wallMs),
      ratio: round(e.wallMs / s.wallMs),
      goal: `<= ${GOAL_MS[kind]} ms`,
      met: e.wallMs <= GOAL_MS[kind],
    },
    {
      name: `${prefix}: CPU time (serving process)`,
      value: round(e.cpuMs),
      unit: 'ms',
      baseline: round(s.cpuMs),
      ratio: round(e.cpuMs / s.cpuMs),
      goal: 'none (wall time is the goal)',
      met: null,
    },
    {
      name: `${prefix}: added RSS`,
      value: rssMb(e),
      unit: 'MB',
      baseline: rssMb(s),
      ratio: rssMb(s) > 0 ? round(rssMb(e) / rssMb(s)) : null,
      goal: `<= ${GOAL_RSS_MB} MB`,
      met: rssMb(e) <= GOAL_RSS_MB,
    },
  ];
}

/**
 * Runs the export bench on each database (PostgreSQL is skipped with a note when
 * BENCH_DATABASE_URL's server, by default 127.0.0.1:5432, does not answer) and answers its rows.
 */
export async function benchExcelExport(
  count = 50_000,
  kinds: Database['kind'][] = benchKinds,
): Promise<BenchRow[]> {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  const loadBefore = load();
  const results: Result[] = [];
  for (const kind of kinds) {
    const down = kind === 'postgres' ? await postgresDown() : undefined;
    if (down) console.log(`  PostgreSQL export bench skipped: ${POSTGRES_URL} answered ${down}`);
    else results.push(await benchOne(kind, count));
  }
  printTable(results);
  console.log(`  load average before ${loadBefore}, after ${load()} (${os.cpus().length} CPUs)`);
  return results.flatMap(toRows);
}

// `tsx bench/excel-export.ts [members]` runs this bench alone.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const rows = await benchExcelExport(Number(process.argv[2] ?? 50_000));
  console.log(JSON.stringify(rows, null, 2));
}
