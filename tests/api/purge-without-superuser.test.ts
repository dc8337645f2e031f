import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import { purgeOldRowVersions } from '../../src/server/services/retention/purge-old-row-versions';

// A managed PostgreSQL gives the app an owner of its database, not a superuser: it may rewrite
// its tables (VACUUM FULL) but not switch the WAL or checkpoint. A delete must still succeed, with
// the tables rewritten and a warning in the log (decision 020). PostgreSQL only.

const base = process.env.TEST_DATABASE_URL;

describe('purging deleted rows on PostgreSQL as the database owner, not a superuser', () => {
  it.runIf(base)('rewrites the tables and warns that the WAL may keep the rows', async () => {
    const suffix = crypto.randomBytes(5).toString('hex');
    const [role, name, password] = [`onb_owner_${suffix}`, `onb_owner_db_${suffix}`, suffix];
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create role ${role} login password '${password}'`);
    await admin.query(`create database ${name} owner ${role}`);
    const url = new URL(base!);
    url.username = role;
    url.password = password;
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString());
    try {
      await database.migrate();
      const fileOf = async () =>
        (
          await queryRows<{ file: string }>(
            database.db,
            sql`select pg_relation_filenode('team_members')::text as file`,
          )
        )[0]!.file;
      const before = await fileOf();
      const warnings: unknown[][] = [];
      await purgeOldRowVersions(database, { warn: (...args: unknown[]) => warnings.push(args) });
      expect(await fileOf()).not.toBe(before);
      expect(warnings).toEqual([
        [
          { code: '42501' },
          'deleted rows may stay in the WAL: the database user may not switch WAL files or checkpoint',
        ],
      ]);
    } finally {
      await database.close();
      // pool.end() resolves before its sockets have closed: a forced drop would kill a closing one.
      await expect
        .poll(
          async () =>
            (
              await admin.query<{ n: number }>(
                'select count(*)::int as n from pg_stat_activity where datname = $1',
                [name],
              )
            ).rows[0]!.n,
        )
        .toBe(0);
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
