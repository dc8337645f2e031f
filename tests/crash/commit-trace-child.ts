// Run by commit-fsync.test.ts under strace: N writes, each between
// two marker writes to /dev/null, so the trace shows which system calls came before each
// acknowledgement. argv[3]:
// - 'app': the app on PGlite on disk, N autosaves answered over HTTP one after another (an
//   answer is the acknowledgement a hire's phone gets);
// - 'app-crowd': the same N autosaves sent at once, each marked when its answer arrives;
// - 'stock': PGlite's own defaults, N inserts into a database in argv[2].
import fs from 'node:fs';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { createSession, SESSION_COOKIE } from '../../src/server/services/sessions/session-store';
import { createMember } from '../fixtures/factories';
import { createTestApp } from '../fixtures/test-app';

const [dir, how, count] = process.argv.slice(2) as [string, 'app' | 'app-crowd' | 'stock', string];
const marker = fs.openSync('/dev/null', 'w');
const mark = (text: string) => fs.writeSync(marker, text);

/** One autosave over a real socket; resolves with the answer's status once it has arrived. */
function send(
  agent: http.Agent,
  url: string,
  method: string,
  cookie: string,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const autosave = (agent: http.Agent, url: string, cookie: string, i: number) =>
  send(
    agent,
    `${url}/api/me/drafts/basic-info?autosave=1`,
    'PUT',
    cookie,
    JSON.stringify({ fullName: `Hire ${i}` }),
  );

if (how === 'stock') {
  const client = await PGlite.create({ dataDir: dir });
  await client.exec('create table hires (id int primary key, name text)');
  for (let i = 0; i < Number(count); i++) {
    mark(`commit-start ${i}`);
    await client.query('insert into hires values ($1, $2)', [i, `Hire ${i}`]);
    mark(`commit-acked ${i}`);
  }
  await client.close();
} else {
  // The crowd waits a turn for each other whatever this disk's fsync costs (GROUP_COMMIT_WAIT_MS
  // 0); one after another, the default.
  // The embedded database on disk is what is traced, even where the suite runs on PostgreSQL.
  delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp(how === 'app-crowd' ? { GROUP_COMMIT_WAIT_MS: '0' } : {}, {
    pgliteOnDisk: true,
  });
  const cookies: string[] = [];
  for (let i = 0; i < Number(count); i++) {
    const member = await createMember(t.deps, { email: `trace-${i}@example.com` });
    const { token } = await createSession(t.deps.database.db, { email: member.email });
    cookies.push(`${SESSION_COOKIE}=${token}`);
  }
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const statuses: number[] = [];
  // One connection a phone, open before the autosaves: 20 phones whose requests arrive together.
  const agent = new http.Agent({ keepAlive: true, maxSockets: cookies.length });
  await Promise.all(cookies.map((cookie) => send(agent, `${url}/healthz`, 'GET', cookie)));
  if (how === 'app') {
    for (const [i, cookie] of cookies.entries()) {
      mark(`commit-start ${i}`);
      statuses.push(await autosave(agent, url, cookie, i));
      mark(`commit-acked ${i}`);
    }
  } else {
    mark('commit-start crowd');
    await Promise.all(
      cookies.map(async (cookie, i) => {
        statuses.push(await autosave(agent, url, cookie, i));
        mark(`commit-acked ${i}`);
      }),
    );
  }
  agent.destroy();
  await t.close();
  if (statuses.some((s) => s !== 200)) throw new Error(`autosaves answered ${statuses.join(', ')}`);
}
