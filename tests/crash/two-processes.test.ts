import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startWebhookReceiver } from '../fixtures/delivery-peers';
import { seedHires, submit } from './hires';
import { createDatabase, type ServerProcess, startServer } from './server-process';
import { openSealed } from '../../src/server/services/crypto/open-sealed';

// Two app processes, one PostgreSQL: both workers claim from the same jobs table, and no job
// runs twice (each delivery arrives once, each email is written once).

const N = 50;
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataKey = crypto.randomBytes(32).toString('base64');
const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'onb-two-')));
const receiver = startWebhookReceiver({ delayMs: 20 });
let db: Awaited<ReturnType<typeof createDatabase>> | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  await receiver.close();
  await db?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Messages written by a process's mail outbox whose subject matches; one carrying a PDF is kept
 * sealed with the data key (issue 36 item 13) and is opened to be read.
 */
function mails(dir: string, subject: RegExp): number {
  const mailDir = path.join(dir, 'mail');
  if (!fs.existsSync(mailDir)) return 0;
  const key = Buffer.from(dataKey, 'base64');
  return fs.readdirSync(mailDir).filter((f) => {
    const bytes = fs.readFileSync(path.join(mailDir, f));
    return subject.test((f.endsWith('.sealed') ? openSealed(bytes, [key]) : bytes).toString('utf8'));
  }).length;
}

it('runs each job once when two instances share the queue', async () => {
  db = await createDatabase(base);
  const url = await receiver.listen();
  const env = (dir: string) => ({
    DATABASE_URL: db!.url,
    DATA_DIR: dir,
    DATA_KEY: dataKey,
    ADMIN_PIN: '135791',
    TRUST_PROXY: '1',
    RECORDS_WEBHOOK_URL: url,
    RECORDS_WEBHOOK_SECRET: 'two-secret',
  });
  // The first one migrates the new database; the second starts on the migrated one.
  servers.push(await startServer(env(dirs[0]!)));
  servers.push(await startServer(env(dirs[1]!)));
  const hires = await seedHires({
    databaseUrl: db.url,
    dataKey,
    serverUrl: servers[0]!.url,
    mailDir: path.join(dirs[0]!, 'mail'),
    n: N,
  });

  // Half the new hires submit to each instance; each instance's worker wakes the other by NOTIFY.
  const ids = await Promise.all(hires.map((h, i) => submit(servers[i % 2]!.url, h)));
  // Two records deliveries each (decision 109): the employment record and the sensitive one.
  await receiver.until(() => receiver.deliveries.length >= 2 * N);

  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    await expect
      .poll(
        async () =>
          // The reminder sweep (decision 031) and the retention sweep (decision 108) always wait for their next run.
          (
            await c.query<{ n: number }>(
              "select count(*)::int as n from jobs where status <> 'done' and kind not in ('applications.reminder-sweep', 'retention.sweep')",
            )
          ).rows[0]!.n,
        { timeout: 30_000 },
      )
      .toBe(0);
    // Each submission: its two records deliveries (the employment record and, decision 109, the
    // sensitive information), HR's email and the hire's confirmation, and three PDF renders (the
    // application's and its two task PDFs', decision 026). Each ran once.
    const attempts = await c.query<{ pdf: boolean; attempts: number; n: number }>(
      "select kind = 'pdf.render' as pdf, attempts, count(*)::int as n from jobs where kind not in ('applications.reminder-sweep', 'retention.sweep') group by 1, 2 order by 1",
    );
    expect(attempts.rows).toEqual([
      { pdf: false, attempts: 1, n: 4 * N },
      { pdf: true, attempts: 1, n: 3 * N },
    ]);
  } finally {
    await c.end();
  }
  expect(receiver.deliveries.map((d) => d.key).sort()).toEqual(
    ids.flatMap((id) => [id, `${id}.sensitive`]).sort(),
  );
  const confirmations = dirs.map((d) => mails(d, /received your onboarding\s+application/));
  const notices = dirs.map((d) => mails(d, /^Subject: New onboarding application/m));
  expect(confirmations[0]! + confirmations[1]!).toBe(N);
  expect(notices[0]! + notices[1]!).toBe(N);
  console.log(
    `two processes: ${N} submissions, ${7 * N} jobs, each run once; confirmations sent by instance A ${confirmations[0]}, B ${confirmations[1]}`,
  );
});
