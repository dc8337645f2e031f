import { sql } from 'drizzle-orm';
import type { RetentionCounts } from '../../../shared/retention';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { IS_APPROVED, IS_DOWNLOADED, LATEST_FAILED_MEMBER_IDS } from './list-retention-members';

/** The data-retention counters, over every member, counted by the database. */
export async function countRetention(db: Db): Promise<RetentionCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      downloaded: sql<number>`(select count(*)::int from ${teamMembers} where ${IS_DOWNLOADED})`,
      approvedForDeletion: sql<number>`(select count(*)::int from ${teamMembers} where ${IS_APPROVED})`,
      failedDeliveries: sql<number>`(select count(*)::int from ${LATEST_FAILED_MEMBER_IDS} failed)`,
    })
    .from(teamMembers);
  const { total, downloaded, approvedForDeletion, failedDeliveries } = row!;
  return {
    pendingDownload: total - downloaded - approvedForDeletion,
    downloaded,
    approvedForDeletion,
    failedDeliveries,
  };
}
