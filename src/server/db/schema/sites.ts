import { boolean, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuState } from '../../../shared/schemas/site';
import { createdAt } from './columns';

/**
 * The employer's sites (issue 39 item 2, decision 089). A hire's Location names one; its state is
 * their work state. Migration 0024 seeds the spec's two, Site and Factory.
 */
export const sites = pgTable('sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  address: text('address').notNull().default(''),
  state: text('state').$type<AuState>().notNull(),
  active: boolean('active').notNull().default(true),
  /**
   * The tickets a hire at this site must hold (issue 40 item 2, decision 098), as licence kind
   * codes (`shared/licence-kinds.ts`): a White Card for any construction site unless the owner says
   * otherwise.
   */
  requiredLicences: jsonb('required_licences').$type<string[]>().notNull().default(['WHITE_CARD']),
  createdAt: createdAt(),
});
