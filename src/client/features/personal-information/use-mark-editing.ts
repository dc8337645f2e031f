import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { postJson } from '../../lib/api-client';
import { setEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { StepContext } from './use-step-source';

/**
 * Edit mode: the first change marks Personal Information as being edited on the server, so the
 * task shows incomplete (and a submitted application needs resubmitting) until saved again.
 */
export function useMarkEditing(context: StepContext, hasChanges: boolean) {
  const queryClient = useQueryClient();
  const isSent = useRef(false);
  const isMarked = context.status.editing?.includes('personal-information') ?? false;

  useEffect(() => {
    if (!context.isEditMode || !hasChanges || isMarked || isSent.current) return;
    isSent.current = true;
    // A completed task changed without Edit (issue 23 item 7) is edited from here on: the other
    // screens keep opening on the saved member once the task reads incomplete.
    setEditMode('personal-information');
    postJson('/api/me/editing/personal-information').then(
      () => queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }),
      () => {
        // Try again on the next change; saving the member clears the marker anyway.
        isSent.current = false;
      },
    );
  }, [context.isEditMode, hasChanges, isMarked, queryClient]);
}
