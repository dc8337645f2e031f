import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TaskId } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { taskStates } from '../../db/schema/task-states';

/**
 * A completed task being edited is marked in its task state (decision 052): the task counts as
 * not complete until it is saved again, and as changed since any submission. Reopened by the
 * hire, it is their activity on HR's list (as their drafts' writes are, migration 0014's
 * trigger, at most once a minute); reopened by HR's change request, it is not.
 */
export async function markEditing(db: Db, email: string, taskId: TaskId, by: 'hire' | 'hr') {
  await db
    .insert(taskStates)
    .values({ email, taskId, editingSince: sql`now()` })
    .onConflictDoUpdate({ target: [taskStates.email, taskStates.taskId], set: { editingSince: sql`now()` } });
  if (by === 'hire')
    await db.execute(sql`update applications set last_active_at = now() where email = ${email}
      and (last_active_at is null or last_active_at < now() - interval '1 minute')`);
}

/** Saved again, or the edit given up: the task is no longer being edited (its changed time stays). */
export async function clearEditing(db: Db, email: string, taskId: TaskId | string) {
  await db
    .update(taskStates)
    .set({ editingSince: null })
    .where(and(eq(taskStates.email, email), eq(taskStates.taskId, taskId)));
}

export async function isEditing(db: Db, email: string, taskId: TaskId): Promise<boolean> {
  const [row] = await db
    .select({ taskId: taskStates.taskId })
    .from(taskStates)
    .where(
      and(eq(taskStates.email, email), eq(taskStates.taskId, taskId), isNotNull(taskStates.editingSince)),
    );
  return !!row;
}
