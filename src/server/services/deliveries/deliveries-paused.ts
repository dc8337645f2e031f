import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { JOBS_CHANNEL } from '../../jobs/enqueue-jobs';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';

/**
 * The app_settings row of a database restored from a backup (its value: when, ISO 8601). While
 * it is there no worker claims a delivery job (job-queue.ts): a restored copy started beside the
 * original, with its settings, must not send the original's queued emails and records deliveries
 * a second time (issue 37 item 5). Other jobs run. An owner resumes them (Deliveries), or the
 * operator with `npm start -- --resume-deliveries`.
 */
export const DELIVERIES_PAUSED_KEY = 'deliveries_paused_restored_at';

/** `npm start -- --resume-deliveries` */
export const RESUME_DELIVERIES_FLAG = '--resume-deliveries';

/** The statement restore-backup.ts runs in the restored database before it is put in place. */
export const PAUSE_DELIVERIES_SQL =
  'insert into app_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value';

/** When the database was restored, while its deliveries are paused; null otherwise. */
export async function deliveriesPausedSince(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DELIVERIES_PAUSED_KEY));
  return row ? new Date(row.value) : null;
}

export function pausedMessage(since: Date): string {
  return (
    `Deliveries are paused: this database was restored from a backup (${since.toISOString()}). ` +
    'No email or records-system delivery is sent until an owner resumes them on the Deliveries page, ' +
    `or the app is started with \`npm start -- ${RESUME_DELIVERIES_FLAG}\`. ` +
    'Resume only on the copy that replaces the original, never on a copy started beside it.'
  );
}

/**
 * Deliveries are sent again: the row goes, every worker is told (pg_notify), audited. Answers
 * false when they were not paused (nothing is written).
 */
export async function resumeDeliveries(
  db: Db,
  /** The admin who resumed them, or the server's own words when started with the flag. */
  by: ActingAdmin | { actor: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(appSettings)
      .where(eq(appSettings.key, DELIVERIES_PAUSED_KEY))
      .returning({ value: appSettings.value });
    if (gone.length === 0) return false;
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    await writeAudit(tx, {
      actor: 'actor' in by ? by.actor : adminActor(by),
      admin: 'actor' in by ? null : by,
      action: 'delivery.resume',
      details: { restoredAt: gone[0]!.value },
    });
    return true;
  });
}
