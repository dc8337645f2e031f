import { timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp in the model is `timestamptz`; the app never stores local times. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
