import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { teamMembers } from './team-members';

/**
 * The visa expiry notices HR was sent (issue 40 item 3): one row a member, visa expiry and
 * threshold ('90', '30' days before, or 'expired'), written in the transaction that queues the
 * email, so a threshold is never notified twice; a new expiry date starts afresh. Deleted with
 * the member.
 */
export const visaExpiryNotices = pgTable(
  'visa_expiry_notices',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** The visa expiry notified, 'YYYY-MM-DD'. */
    visaExpiry: text('visa_expiry').notNull(),
    /** '90', '30' or 'expired'. */
    threshold: text('threshold').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.visaExpiry, t.threshold] })],
);
