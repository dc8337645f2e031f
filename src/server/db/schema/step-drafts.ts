import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { sessions } from './sessions';

/**
 * Wizard and task drafts. A draft belongs to a proven email (so a person can resume on another
 * device) or, before the email is proven, to the session alone (DESIGN.md §3.2): nothing is
 * stored under an email until its code was entered. `data` is always AES-256-GCM ciphertext.
 * `complete`: a wizard step confirmed with Next (valid against its full schema); an autosaved
 * draft of what is typed so far is not, and only complete steps count in `draftSteps`.
 */
export const stepDrafts = pgTable(
  'step_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    data: text('data').notNull(),
    complete: boolean('complete').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('step_drafts_email_step_idx')
      .on(t.email, t.stepId)
      .where(sql`${t.email} is not null`),
    uniqueIndex('step_drafts_session_step_idx')
      .on(t.sessionId, t.stepId)
      .where(sql`${t.sessionId} is not null`),
    check('step_drafts_one_owner', sql`(${t.email} is null) <> (${t.sessionId} is null)`),
  ],
);
