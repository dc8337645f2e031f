import type { z } from 'zod/mini';
import { RETENTION_PAGE_SIZE } from '../../../shared/retention';
import type { RetentionCounts } from '../../../shared/answers/retention';
import { type retentionPageSchema } from '../../../shared/answers/retention';
import type { Db } from '../../db/client';
import { countRetention } from './count-retention';
import { countRetentionMatches, listRetentionMembers, type RetentionQuery } from './list-retention-members';

/** Without a search the counters already hold the pager's total: no count query is needed. */
function totalFromCounts(counts: RetentionCounts, { filter }: RetentionQuery): number {
  if (filter === 'pending-download') return counts.pendingDownload;
  if (filter === 'downloaded') return counts.downloaded;
  if (filter === 'approved') return counts.approvedForDeletion;
  if (filter === 'delivery-failed') return counts.failedDeliveries;
  return counts.pendingDownload + counts.downloaded + counts.approvedForDeletion;
}

/** One page of the data-retention list (newest first), with the counters of all members. */
export async function listRetentionPage(
  db: Db,
  query: RetentionQuery & { page: number; purgeAfterDays: number },
): Promise<z.input<typeof retentionPageSchema>> {
  const pageSize = RETENTION_PAGE_SIZE;
  const [members, counts] = await Promise.all([
    listRetentionMembers(db, { ...query, limit: pageSize, offset: (query.page - 1) * pageSize }),
    countRetention(db),
  ]);
  const total = !query.search
    ? totalFromCounts(counts, query)
    : // A search is a scan (no trigram index): when its first page holds every match, skip the second.
      query.page === 1 && members.length < pageSize
      ? members.length
      : await countRetentionMatches(db, query);
  return { members, counts, total, page: query.page, pageSize, purgeAfterDays: query.purgeAfterDays };
}
