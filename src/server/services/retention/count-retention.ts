import { sql } from 'drizzle-orm';
import type { RetentionCounts } from '../../../shared/answers/retention';
import type { Db } from '../../db/client';
import { retentionCounts } from '../../db/schema/retention-counts';
import { LATEST_FAILED_MEMBER_IDS } from './list-retention-members';

/**
 * The data-retention counters over every member. The status counts are kept by triggers on
 * team_members (migration 0004: a count of 50k rows took ~100 ms on PGlite); failed deliveries
 * come from submission_records_failed_idx, which holds only the failures.
 */
export async function countRetention(db: Db): Promise<RetentionCounts> {
  const rows = await db
    .select({ status: retentionCounts.status, members: retentionCounts.members })
    .from(retentionCounts)
    .unionAll(
      db
        .select({
          status: sql<string>`'failed'`,
          members: sql<number>`(select count(*)::int from ${LATEST_FAILED_MEMBER_IDS} failed)`,
        })
        .from(sql`(select 1) one`),
    );
  const n = (status: string) => rows.find((r) => r.status === status)?.members ?? 0;
  return {
    pendingDownload: n('pending'),
    downloaded: n('downloaded'),
    approvedForDeletion: n('approved'),
    failedDeliveries: n('failed'),
  };
}
