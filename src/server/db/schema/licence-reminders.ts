import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { licences } from './licences';

/**
 * The expiry reminders sent for a licence (issue 40 item 3): one row per audience and threshold
 * (the holder at 60 and 14 days, HR at 30 days and on expiry) and per expiry date, so a renewed
 * licence is reminded again and no reminder goes twice, on any number of instances (the insert is
 * the claim). A threshold passed over (a licence added 10 days before it expires) is recorded with
 * the one sent.
 */
export const licenceReminders = pgTable(
  'licence_reminders',
  {
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    /** 'holder' or 'hr'. */
    audience: text('audience').notNull(),
    /** Days before the expiry (0: on or after it). */
    threshold: integer('threshold').notNull(),
    expiryDate: text('expiry_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.licenceId, t.audience, t.threshold, t.expiryDate] })],
);
