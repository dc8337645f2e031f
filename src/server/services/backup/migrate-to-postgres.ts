import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type Db, openPglite, openPostgres } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface TableCopy {
  table: string;
  rows: number;
}

/** Rows per INSERT: a member's photo and documents are stored in the database, so keep it small. */
const BATCH = 50;

/**
 * Moves the embedded database in `DATA_DIR/db` into the new, empty PostgreSQL database at `url`:
 * both are brought to the current migrations, every table of the app is copied in one
 * transaction (parents before children, the app's triggers off), the sequences follow, and
 * each table's rows are compared by checksum before the commit. The app must be stopped (the directory lock says so);
 * the embedded database is left as it was. Encrypted fields are copied as they are: the app on
 * PostgreSQL needs the same data key.
 */
export async function migrateToPostgres(dataDir: string, url: string): Promise<TableCopy[]> {
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dbDir}`);
  const source = await openPglite(dbDir, { useTemplate: false });
  let target: Database | undefined;
  try {
    target = await openPostgres(url);
    const existing = await queryRows<{ n: number }>(
      target.db,
      sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    if (existing[0]!.n > 0) {
      throw new Error(
        'DATABASE_URL already holds tables: migrate into a new, empty database (createdb onboarding)',
      );
    }
    await source.migrate();
    await target.migrate();
    const tables = await tablesInOrder(source.db);
    const sequences = await queryRows<{ name: string }>(
      source.db,
      sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
    );
    await source.db.execute(sql`set timezone to 'UTC'`);
    return await target.db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      // The app's triggers (retention counters, status notifications) would count every copied
      // row again: off while copying, so the counters arrive as the embedded database had them.
      for (const table of tables)
        await tx.execute(sql.raw(`alter table ${quote(table)} disable trigger user`));
      // Rows some migrations insert (counters) come from the embedded database instead.
      await tx.execute(sql.raw(`truncate ${tables.map(quote).join(', ')}`));
      const copied: TableCopy[] = [];
      for (const table of tables) copied.push({ table, rows: await copyTable(source.db, tx, table) });
      for (const table of tables) {
        await tx.execute(sql.raw(`alter table ${quote(table)} enable trigger user`));
        if ((await checksum(source.db, table)) !== (await checksum(tx, table))) {
          throw new Error(`Table ${table} differs after the copy: nothing was committed`);
        }
      }
      for (const { name } of sequences) {
        const [state] = await queryRows<{ last: string; called: boolean }>(
          source.db,
          sql.raw(`select last_value::text as last, is_called as called from ${quote(name)}`),
        );
        await tx.execute(sql`select setval(${quote(name)}, ${state!.last}::bigint, ${state!.called})`);
      }
      return copied;
    });
  } finally {
    await target?.close();
    await source.close();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.name);
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`Foreign keys form a cycle: ${[...path, table].join(' -> ')}`);
    for (const e of edges) if (e.child === table) visit(e.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Copies `table` in batches as JSON rows, which both databases read and write the same way (bytea as hex). */
async function copyTable(from: Db, to: Db, table: string): Promise<number> {
  let copied = 0;
  for (;;) {
    // Nothing else writes the embedded database (we hold its lock), so ctid order is stable.
    const rows = await queryRows<{ row: string }>(
      from,
      sql.raw(
        `select to_jsonb(t)::text as row from ${quote(table)} t order by ctid limit ${BATCH} offset ${copied}`,
      ),
    );
    if (rows.length === 0) return copied;
    const batch = `[${rows.map((r) => r.row).join(',')}]`;
    await to.execute(
      sql`insert into ${sql.raw(quote(table))} overriding system value
          select * from jsonb_populate_recordset(null::${sql.raw(quote(table))}, ${batch}::jsonb)`,
    );
    copied += rows.length;
  }
}

/** Row count and an md5 over every row's JSON, in an order both databases agree on (collation C). */
async function checksum(db: Db, table: string): Promise<string> {
  const [row] = await queryRows<{ sum: string }>(
    db,
    sql.raw(
      `select count(*)::text || ':' || md5(coalesce(string_agg(j, '|' order by j collate "C"), '')) as sum
       from (select to_jsonb(t)::text as j from ${quote(table)} t) rows`,
    ),
  );
  return row!.sum;
}
