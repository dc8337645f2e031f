import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz, updatedAt } from './columns';

/**
 * Wrong codes entered for an address since it was last proven (issue 19): past the cap the
 * address is locked for devices that never proved it, for a day, doubling with each further
 * trip. The row goes when the address is proven, forgotten (retention) or cleared.
 */
export const emailGuessLimits = pgTable('email_guess_limits', {
  email: text('email').primaryKey(),
  /** Wrong codes since the last trip (or since the last proof). */
  failed: integer('failed').notNull().default(0),
  /** How often the cap was reached since the last proof: each lock lasts twice the one before. */
  trips: integer('trips').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  updatedAt: updatedAt(),
});
