import type { DocumentTaskId } from '../../../shared/document-tasks';
import { sql } from 'drizzle-orm';
import type { TaskId } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { taskStates } from '../../db/schema/task-states';

/**
 * The hire saved a task's record: its task state dates the change (decision 052; a task is
 * submitted when no submission is older) and the task is no longer being edited. now(): the
 * transaction's start, so a task saved in a submission's own transaction is not newer than it.
 */
export async function markSaved(db: Db, email: string, taskId: TaskId | DocumentTaskId) {
  await db
    .insert(taskStates)
    .values({ email, taskId, changedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [taskStates.email, taskStates.taskId],
      set: { changedAt: sql`now()`, editingSince: null },
    });
}
