import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Each person's state of a task beyond its record (decision 052): when the hire last saved the
 * task (a task is submitted when no submission is older), and whether the completed task is
 * reopened for editing (the first change in edit mode, a Reset of Personal Information, HR's
 * change request): then it counts as not complete, and as changed since any submission, until it
 * is saved again. One row per email and task (a TaskId). It goes with the person's drafts
 * (deletion, clear-all, a change of email).
 */
export const taskStates = pgTable(
  'task_states',
  {
    email: text('email').notNull(),
    taskId: text('task_id').notNull(),
    /** Since when the completed task is being edited; null: not being edited. */
    editingSince: tstz('editing_since'),
    /** When the hire last saved the task's record; null: never saved. */
    changedAt: tstz('changed_at'),
  },
  (t) => [primaryKey({ columns: [t.email, t.taskId] })],
);
