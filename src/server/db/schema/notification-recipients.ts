import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const notificationRecipients = pgTable('notification_recipients', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});
