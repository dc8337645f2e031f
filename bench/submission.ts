import os from 'node:os';
// The application PDF and submissions end to end, each against a bare INSERT of the same JSON
// in the same run. PDF: median of 100 renders of a full application (photo, six signed tasks:
// the personal initial and five task signatures). End to end: N submissions through the API
// until every job (recipient email, confirmation, records file) is done, on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL, default the local test server).
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/server/db/query-rows';
import { renderApplicationPdf } from '../src/server/services/pdf/render-application-pdf';
import { collectApplication } from '../src/server/services/submission/collect-application';
import { loadSnapshotImages, toPdfInput } from '../src/server/services/submission/to-pdf-input';
import { createRecipient } from '../tests/fixtures/factories';
import { createCompleteApplication } from '../tests/fixtures/task-factories';
import { createTestApp, employeeCookie, type TestApp } from '../tests/fixtures/test-app';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function insertBaseline(t: TestApp, json: string, n: number) {
  const { db } = t.deps.database;
  await db.execute(sql`create table if not exists bench_json (id bigserial primary key, j jsonb not null)`);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await db.execute(sql`insert into bench_json (j) values (${json}::jsonb)`);
    times.push(performance.now() - s);
  }
  return { median: median(times), perSecond: n / ((performance.now() - started) / 1000) };
}

async function benchPdf(t: TestApp) {
  const member = await createCompleteApplication(t.deps, { member: { fullName: 'Nguyễn Thị Hương' } });
  const snapshot = (await collectApplication(t.deps.database.db, t.deps.cipher, member.id))!;
  const images = await loadSnapshotImages(t.deps.database.db, t.deps.cipher, snapshot);
  const input = toPdfInput(snapshot, images, {
    companyName: 'Bench Pty Ltd',
    generatedAt: new Date(),
    timeZone: 'Australia/Sydney',
    isResubmission: false,
  });
  for (let i = 0; i < 10; i++) await renderApplicationPdf(input); // warm-up (font parse, JIT)
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    size = (await renderApplicationPdf(input)).length;
    times.push(performance.now() - s);
  }
  const base = await insertBaseline(t, JSON.stringify(snapshot), 100);
  // The machine is shared: the fastest run shows the cost without other processes' load.
  console.log(
    '  PDF render %s ms median of 100, fastest %s ms (%s KB, goal <= 20 ms, load average %s); bare INSERT of the same JSON %s ms; ratio %sx',
    median(times).toFixed(1),
    Math.min(...times).toFixed(1),
    (size / 1024).toFixed(0),
    os.loadavg()[0]!.toFixed(1),
    base.median.toFixed(2),
    (median(times) / base.median).toFixed(0),
  );
}

async function benchEndToEnd(label: string, n: number) {
  const t = await createTestApp();
  try {
    if (label === 'PGlite') await benchPdf(t);
    await createRecipient(t.deps, { email: 'hr@example.com' });
    const hires: { email: string; cookie: string }[] = [];
    for (let i = 0; i < n; i++) {
      const member = await createCompleteApplication(t.deps);
      hires.push({ email: member.email, cookie: await employeeCookie(t.app, member.email) });
    }
    const { db } = t.deps.database;
    const started = performance.now();
    await Promise.all(
      hires.map(async (h) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/submit-application/${encodeURIComponent(h.email)}`,
          headers: { cookie: h.cookie },
          payload: { isResubmission: false },
        });
        if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
      }),
    );
    const accepted = performance.now() - started;
    for (;;) {
      const [row] = await queryRows<{ open: number; failed: number }>(
        db,
        sql`select count(*) filter (where status in ('pending', 'running'))::int as open,
                   count(*) filter (where status = 'failed')::int as failed from jobs`,
      );
      if (row!.failed > 0) throw new Error(`${row!.failed} jobs failed`);
      if (row!.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const delivered = performance.now() - started;
    const [one] = await queryRows<{ submission_data: string }>(
      db,
      sql`select submission_data from submission_records limit 1`,
    );
    const json = t.deps.cipher.decrypt(one!.submission_data);
    const base = await insertBaseline(t, json, n);
    console.log(
      '  %s %d submissions: accepted %s/s, delivered (3 jobs each) %s/s; bare INSERT of the same JSON %s/s; ratio %sx',
      label.padEnd(10),
      n,
      (n / (accepted / 1000)).toFixed(1),
      (n / (delivered / 1000)).toFixed(1),
      base.perSecond.toFixed(0),
      (base.perSecond / (n / (delivered / 1000))).toFixed(0),
    );
  } finally {
    await t.close();
  }
}

export async function benchSubmission(n = 50) {
  console.log('\nsubmitting the application');
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  await benchEndToEnd('PGlite', n);
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await benchEndToEnd('PostgreSQL', n);
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSubmission();
