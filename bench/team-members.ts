// Data retention at 1k / 10k / 50k members (issue 13, item 4). A page of
// GET /api/admin/team-members (app.inject, PGlite in process) against a same-run baseline: a bare
// SELECT of the same 50 rows by the same index. Then the data-retention page in Chromium until its
// first row, against the home page until its main button, in the same browser. Run
// `npm run build` first (the page part needs dist/client).
import { record } from './report';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { createDeps } from '../src/server/create-deps';
import { openPglite } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import type { AppDeps } from '../src/server/types';
import { sessionCookie } from '../tests/fixtures/test-app';

const PIN = '135790';
const RUNS = 15;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One INSERT … SELECT from generate_series: 50k rows in about a second. */
export async function seedForBench(deps: AppDeps, count: number) {
  const { db } = deps.database;
  const bsb = deps.cipher.encrypt('062-000');
  const account = deps.cipher.encrypt('12345678');
  await db.execute(sql`
    insert into team_members (email, full_name, mobile, gender, date_of_birth, addrs_house_number,
      addrs_street_name, addrs_suburb, addrs_state, addrs_postcode, emergency_contact_name1,
      emergency_contact_mobile1, emergency_contact_relationship1, bank_institution, bank_account_name,
      bank_bsb, bank_account_number, company_being_employed_by, position, department, location,
      planned_start_date, created_at, data_downloaded_at, data_downloaded_by, approved_for_deletion,
      approved_by)
    select 'bench-' || i || '@example.com', 'Bench Member ' || i, '0412345678', 'Male', '1990-04-01',
      '12', 'Example Street', 'Parramatta', 'NSW', '2150', 'Casey Builder', '0498765432', 'Spouse',
      'Commonwealth Bank', 'A Builder', ${bsb}, ${account}, 'Test Builders Pty Ltd', 'Carpenter',
      'Construction', 'Site', '2025-08-04',
      -- three members share each second: ties in the sort key, as after a bulk import
      now() - (i / 3) * interval '1 second',
      case when i % 4 in (1, 2) then now() end, case when i % 4 in (1, 2) then 'Jane Officer' end,
      i % 4 = 2, case when i % 4 = 2 then 'Sam Approver' end
    from generate_series(1, ${count}) as i`);
  // A submission for one member in three; one in a hundred of those failed delivery.
  await db.execute(sql`
    insert into submission_records (member_id, email, full_name, submission_data,
      records_system_status, created_at)
    select id, email, full_name, 'x',
      case when row_number() over (order by id) % 100 = 0 then 'failed' else 'delivered' end, created_at
    from team_members where email like 'bench-%' and random() < 0.34`);
  await db.execute(sql`analyze`);
}

interface Timing {
  /** Median wall time. */
  ms: number;
  /** Median process CPU time: PGlite runs in this process, so it counts the database's work too,
   * and it swings less than wall time when other jobs share the machine. */
  cpu: number;
}

async function time(work: () => Promise<unknown>): Promise<Timing> {
  await work(); // warm: plan cache, JIT
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const used = process.cpuUsage();
    const started = performance.now();
    await work();
    wall.push(performance.now() - started);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return { ms: median(wall), cpu: median(cpu) };
}

async function measureApi(app: FastifyInstance, deps: AppDeps, cookie: string) {
  const get = (query: string) => async () => {
    const res = await app.inject({ url: `/api/admin/team-members${query}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return res.body.length;
  };
  const baseline = await time(() =>
    deps.database.db.execute(
      sql`select id, full_name, email, created_at from team_members
          order by created_at desc nulls last, id desc nulls last limit 50`,
    ),
  );
  const bytes = await get('')();
  return {
    baseline,
    bytes,
    first: await time(get('')),
    deep: await time(get('?page=200')),
    search: await time(get('?search=member%2012345')),
    filter: await time(get('?status=delivery-failed')),
  };
}

/** Milliseconds from navigation until `ready` is visible, median of a few loads. */
async function pageTime(
  browser: import('@playwright/test').Browser,
  url: string,
  cookie: string,
  ready: (page: import('@playwright/test').Page) => import('@playwright/test').Locator,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const eq = cookie.indexOf('=');
  await context.addCookies([
    { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), domain: new URL(url).hostname, path: '/' },
  ]);
  const page = await context.newPage();
  const runs: number[] = [];
  let domNodes = 0;
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await page.goto(url);
    await ready(page)
      .waitFor({ timeout: 20_000 })
      .catch((err: unknown) => {
        throw new Error(`${url}: no row by 20 s (now at ${page.url()})`, { cause: err });
      });
    runs.push(performance.now() - started);
    domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  }
  await context.close();
  return { ms: median(runs.slice(1)), domNodes };
}

async function benchOne(count: number, withBrowser: boolean) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-retention-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    ADMIN_PIN: PIN,
    DATA_KEY: crypto.randomBytes(32).toString('base64'),
    LOG_LEVEL: 'silent',
  });
  const database = await openPglite();
  const deps = await createDeps(env, database);
  const app = await buildApp(deps, {
    logLevel: 'silent',
    runJobs: false,
    clientDir: path.resolve('dist/client'),
  });
  try {
    await seedForBench(deps, count);
    const login = await app.inject({ method: 'POST', url: '/api/admin/verify-pin', payload: { pin: PIN } });
    if (login.statusCode !== 200) throw new Error(`admin login: ${login.statusCode} ${login.body}`);
    const cookie = sessionCookie(login);
    const api = await measureApi(app, deps, cookie);
    let browserTimes: { home: number; retention: number; domNodes: number } | undefined;
    if (withBrowser) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const base = `http://127.0.0.1:${port}`;
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
      try {
        const home = await pageTime(browser, `${base}/`, cookie, (p) =>
          p.getByRole('button', { name: 'Start Onboarding' }),
        );
        const retention = await pageTime(browser, `${base}/admin/data-retention`, cookie, (p) =>
          p.getByText(/^Bench Member \d+$/).first(),
        );
        browserTimes = { home: home.ms, retention: retention.ms, domNodes: retention.domNodes };
      } finally {
        await browser.close();
      }
    }
    return { count, api, browserTimes };
  } finally {
    await app.close();
    deps.mail.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchTeamMembers(sizes = [1_000, 10_000, 50_000]) {
  console.log(
    '\ndata retention: a page of GET /api/admin/team-members (PGlite) vs a bare 50-row SELECT; search: one match of 1k-50k (pg_trgm indexes)',
  );
  console.log(
    '  members       SELECT ms    page 1 ms (x)  page 200 ms (x)   search ms (x)   failed ms (x)  page 1 KB',
  );
  const results = [];
  for (const size of sizes) {
    const r = await benchOne(size, size === sizes[sizes.length - 1]);
    results.push(r);
    const { baseline: b, first, deep, search, filter, bytes } = r.api;
    for (const kind of ['ms', 'cpu'] as const) {
      const cell = (t: Timing) => `${t[kind].toFixed(1)} (${(t[kind] / b[kind]).toFixed(1)}x)`.padStart(15);
      console.log(
        '  %s %s  %s  %s  %s  %s  %s  %s',
        size.toLocaleString('en-AU').padStart(7),
        kind === 'ms' ? 'wall' : 'cpu ',
        b[kind].toFixed(2).padStart(9),
        cell(first).padStart(13),
        cell(deep),
        cell(search).padStart(13),
        cell(filter).padStart(13),
        kind === 'ms' ? (bytes / 1024).toFixed(1).padStart(9) : '',
      );
    }
    if (size === sizes[sizes.length - 1]) {
      const at = size.toLocaleString('en-AU');
      const timed = [
        ['page-1', first],
        ['page-200', deep],
        ['search', search],
        ['filter-delivery-failed', filter],
      ] as const;
      for (const [what, t] of timed) {
        record({
          name: `team-members ${what} at ${at}`,
          value: t.ms,
          unit: 'ms',
          baseline: b.ms,
          ratio: t.ms / b.ms,
          goal: '<= 50 ms a page at 50k (bare 50-row SELECT as baseline)',
          met: t.ms <= 50,
        });
      }
    }
    if (r.browserTimes) {
      const { home, retention, domNodes } = r.browserTimes;
      record({
        name: `data-retention page to its first row at ${size.toLocaleString('en-AU')}`,
        value: retention,
        unit: 'ms',
        baseline: home,
        ratio: retention / home,
        goal: '<= 1000 ms (home page to its button as baseline)',
        met: retention <= 1000,
        detail: { domNodes },
      });
      console.log(
        '  Chromium at %s members, 390x844: data-retention page to its first row %s ms vs home page to its button %s ms (%sx); %d DOM nodes',
        size.toLocaleString('en-AU'),
        retention.toFixed(0),
        home.toFixed(0),
        (retention / home).toFixed(1),
        domNodes,
      );
    }
  }
  return results;
}
