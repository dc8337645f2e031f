import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { createdAt, tstz } from './columns';

/**
 * The Casual Employment Information Statement due again to a casual employee (Fair Work Act
 * s 125B(1)(b), (c); issue 41 item 1): one row per application and milestone (months employed: 6,
 * 12, 24, ...). The insert is the claim of HR's reminder, so none goes twice on any number of
 * instances; HR then records when the statement was given, and by whom.
 */
export const ceisReminders = pgTable(
  'ceis_reminders',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Months of employment the statement is due after. */
    months: integer('months').notNull(),
    /** 'YYYY-MM-DD': the day the period ends, from the start date. */
    dueOn: text('due_on').notNull(),
    /** When HR recorded giving it; null until then. */
    givenAt: tstz('given_at'),
    /** Who recorded it ('Name <email>'). */
    givenBy: text('given_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.months] })],
);
