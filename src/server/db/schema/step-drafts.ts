import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Wizard and task drafts, keyed by the owner's email so that a person can resume on another
 * device. `data` is always AES-256-GCM ciphertext of the draft JSON.
 */
export const stepDrafts = pgTable(
  'step_drafts',
  {
    email: text('email').notNull(),
    stepId: text('step_id').notNull(),
    data: text('data').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.email, t.stepId] })],
);
