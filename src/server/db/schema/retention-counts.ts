import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Members per retention status ('pending', 'downloaded', 'approved'), kept by triggers on
 * team_members (migration 0004) so the data-retention counters read three rows instead of
 * counting 50k members on every page.
 */
export const retentionCounts = pgTable('retention_counts', {
  status: text('status').primaryKey(),
  members: integer('members').notNull().default(0),
});
