import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TaskId } from '../../shared/tasks';
import { postJson } from './api-client';
import { ME_STATUS_KEY } from './me-status';

/**
 * Editing a completed task: the first change marks it on the server, so the task shows
 * incomplete (and a submitted application asks to be resubmitted) until it is saved again.
 */
export function useMarkTaskEditing(taskId: TaskId, isEditing: boolean, hasChanges: boolean) {
  const queryClient = useQueryClient();
  const isSent = useRef(false);

  useEffect(() => {
    if (!isEditing || !hasChanges || isSent.current) return;
    isSent.current = true;
    postJson(`/api/me/editing/${taskId}`).then(
      () => queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }),
      () => {
        // Try again on the next change; saving the task clears the marker anyway.
        isSent.current = false;
      },
    );
  }, [taskId, isEditing, hasChanges, queryClient]);
}
