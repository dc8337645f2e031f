import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * Server-side sessions. The cookie holds a random 128-bit token; only its SHA-256 is stored,
 * so a database dump does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The employee this session acts for, once basic info is saved or an email code verified. */
    email: text('email'),
    adminUntil: tstz('admin_until'),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_email_idx').on(t.email)],
);
