import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import * as schema from '../../db/schema';
import { appSettings } from '../../db/schema/app-settings';
import { auditLog } from '../../db/schema/audit-log';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { policyDocuments } from '../../db/schema/policy-documents';
import { retentionCounts } from '../../db/schema/retention-counts';

/** Tables that never hold a member's data: a deletion leaves them as they are. */
const WITHOUT_MEMBER_DATA = new Set<string>(
  [appSettings, auditLog, notificationRecipients, policyDocuments, retentionCounts].map(getTableName),
);

/** Every other table of the model, so a table added later is purged unless it is listed above. */
export const MEMBER_DATA_TABLES = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !WITHOUT_MEMBER_DATA.has(name))
  .sort();

const INSUFFICIENT_PRIVILEGE = '42501';

/** How long a purge on PostgreSQL waits for older transactions to end (a long export). */
export const SNAPSHOT_WAIT_MS = 30_000;

/**
 * VACUUM FULL copies a deleted row to the new file while a transaction may still see it: one of
 * this database whose snapshot is older than the delete, and (measured on PostgreSQL 15: a CREATE
 * DATABASE in another database kept every deleted row) any transaction of the server that holds
 * an older transaction id. On PostgreSQL, waits until neither is left, or SNAPSHOT_WAIT_MS; then
 * goes on regardless, with a warning: the rows stay until the next purge. PGlite has one session.
 */
async function awaitOlderTransactions(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  // A transaction id taken now is newer than the delete's: what is older may still see the rows.
  const [{ now } = { now: '0' }] = await queryRows<{ now: string }>(
    db,
    sql`select pg_current_xact_id()::text as now`,
  );
  const older = sql`(${now}::bigint % 4294967296)::text::xid`;
  const olderTransactions = () =>
    queryRows<{ type: string }>(
      db,
      sql`select coalesce(backend_type, '') as type from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and (age(backend_xmin) >= age(${older}) or age(backend_xid) >= age(${older}))
          union all
          select 'server' where pg_snapshot_xmin(pg_current_snapshot()) <= ${now}::xid8`,
    );
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  let waiting = await olderTransactions();
  while (waiting.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    waiting = await olderTransactions();
  }
  if (waiting.length > 0) {
    log.warn(
      { transactions: waiting.map((w) => w.type) },
      'deleted rows may stay in the table files: older transactions were still open',
    );
  }
}

/**
 * After a deletion has committed, removes the deleted rows' bytes from the database's files
 * (issue 19 item 5, decision 020). A DELETE only marks a row version dead, and a plain VACUUM
 * frees its space without overwriting it: measured, the email and ciphertexts stayed readable in
 * the table, TOAST and index files. VACUUM FULL writes each table and its indexes to new files
 * and truncates the old ones. The WAL still holds the inserts and the pages the delete touched:
 * switching to a new segment and checkpointing lets the old ones go (PGlite removes them, as it
 * runs with wal_recycle=off; a PostgreSQL server recycles or archives them as its operator set).
 * On PostgreSQL the switch and the checkpoint need a superuser (or pg_checkpoint and a grant on
 * pg_switch_wal); without, they are skipped with a warning. There it first waits for the
 * transactions that could still see the deleted rows.
 */
export async function purgeOldRowVersions(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const { db } = database;
  if (database.kind === 'postgres') await awaitOlderTransactions(db, log);
  const tables = sql.raw(MEMBER_DATA_TABLES.map((name) => `"${name}"`).join(', '));
  await db.execute(sql`vacuum (full) ${tables}`);
  for (const statement of [sql`select pg_switch_wal()`, sql`checkpoint`]) {
    try {
      await db.execute(statement);
    } catch (err) {
      // Drizzle wraps the driver's error: its SQLSTATE is on the cause.
      const { code, cause } = err as { code?: string; cause?: { code?: string } };
      if ((code ?? cause?.code) !== INSUFFICIENT_PRIVILEGE) throw err;
      log.warn(
        { code: INSUFFICIENT_PRIVILEGE },
        'deleted rows may stay in the WAL: the database user may not switch WAL files or checkpoint',
      );
      return;
    }
  }
}
