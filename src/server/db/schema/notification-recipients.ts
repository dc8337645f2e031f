import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const notificationRecipients = pgTable('notification_recipients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  active: boolean('active').notNull().default(true),
  /**
   * Gets the medical declaration (its PDF and answers). Health information goes only to those
   * who need to know it (issue 22, decision 033): off unless the admin turns it on.
   */
  receivesHealthInformation: boolean('receives_health_information').notNull().default(false),
  createdAt: createdAt(),
});
