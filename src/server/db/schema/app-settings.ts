import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Small key/value settings owned by the app, e.g. the generated admin PIN's argon2 hash. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
