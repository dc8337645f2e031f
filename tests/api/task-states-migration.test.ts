import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/query-rows';
import { createMember, createSubmissionRecord } from '../fixtures/factories';
import { createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function run(file: string) {
  const migration = fs.readFileSync(path.join(import.meta.dirname, '../../drizzle', file), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint'))
    await t.deps.database.db.execute(sql.raw(statement));
}

/** Migrations 0021 and 0022 run again on a database as it stood before them (decision 052). */
async function upgrade() {
  await t.deps.database.db.execute(sql`drop table task_states`);
  await run('0021_task_states.sql');
  await run('0022_task_changed_at.sql');
}

describe('task states (migrations 0021 and 0022)', () => {
  it("keeps a task reopened before the upgrade (an 'editing:<task>' draft) reopened after it", async () => {
    const member = await createMember(t.deps, { email: 'upgraded@example.com' });
    const cookie = await employeeCookie(t.app, member.email);
    const status = async () =>
      (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json() as { editing: string[] };
    expect((await status()).editing).toEqual([]);

    const db = t.deps.database.db;
    await db.execute(sql`insert into step_drafts (email, step_id, data)
      values (${member.email}, 'editing:personal-information', '')`);
    await upgrade();

    expect((await status()).editing).toEqual(['personal-information']);
    expect(await queryRows(db, sql`select step_id from step_drafts where step_id like 'editing:%'`)).toEqual(
      [],
    );
    // Reopening and saving again are the task state's from now on.
    const done = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/editing/personal-information',
      headers: { cookie },
    });
    expect(done.statusCode).toBe(200);
    expect((await status()).editing).toEqual([]);
  });

  it("dates each task from its record's own time before the upgrade, so a submitted task stays submitted", async () => {
    const member = await createMember(t.deps, { email: 'dated@example.com' });
    await createSubmissionRecord(t.deps, member);
    const cookie = await employeeCookie(t.app, member.email);
    const personal = async () =>
      (
        (await t.app.inject({ url: '/api/me/status', headers: { cookie } })).json() as {
          tasks: { id: string; isCompleted: boolean; isSubmitted: boolean }[];
        }
      ).tasks.find((task) => task.id === 'personal-information');
    expect(await personal()).toMatchObject({ isCompleted: true, isSubmitted: true });
    await upgrade();
    expect(await personal()).toMatchObject({ isCompleted: true, isSubmitted: true });
  });
});
