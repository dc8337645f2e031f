import { and, eq, sql } from 'drizzle-orm';
import type { TaskId } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import { draftConflict } from './draft-owner';

/**
 * A completed task being edited is marked by a draft row `editing:<taskId>` (no data): the
 * task counts as not complete until it is saved again, and as changed since any submission.
 */
export const EDIT_MARKER_PREFIX = 'editing:';

export async function markEditing(db: Db, email: string, taskId: TaskId) {
  await db
    .insert(stepDrafts)
    .values({ email, stepId: `${EDIT_MARKER_PREFIX}${taskId}`, data: '' })
    .onConflictDoUpdate({ ...draftConflict({ email }), set: { updatedAt: sql`now()` } });
}

export async function clearEditing(db: Db, email: string, taskId: TaskId) {
  await db
    .delete(stepDrafts)
    .where(and(eq(stepDrafts.email, email), eq(stepDrafts.stepId, `${EDIT_MARKER_PREFIX}${taskId}`)));
}
