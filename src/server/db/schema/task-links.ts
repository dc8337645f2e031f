import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { createdAt, tstz } from './columns';

/**
 * One-time links that sign a hire back in and land on one task (issue 35 item 2): the change
 * request's email. Like the invitation link (decision 031), only the token's SHA-256 is kept, the
 * link works once and expires; it goes with the application (deletion, clear-all).
 */
export const taskLinks = pgTable(
  'task_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** The task the link lands on (a TaskId). */
    taskId: text('task_id').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('task_links_token_hash_idx').on(t.tokenHash),
    index('task_links_application_idx').on(t.applicationId),
  ],
);
