import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { sessions } from './sessions';

/** One-time codes that prove ownership of an email (DESIGN.md §3.2). Only a hash is kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /**
     * The session that asked; only it can enter the code. Kept as null when the session goes
     * (sign-out, 'Clear All Data', a proof's new token): a code counts against its address's
     * limits for its hour whatever becomes of the session that asked (issue 19).
     */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /**
     * Who asked, as a keyed hash of their network (an IPv4 address, an IPv6 /64): codes per
     * address are limited per requester, so a stranger cannot use up the owner's.
     */
    requesterKey: text('requester_key'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_idx').on(t.email)],
);
