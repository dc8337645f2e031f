import type { DraftSaveAnswer, DraftsAnswer } from '../../../shared/answers/drafts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WizardStepId } from '../../../shared/tasks';
import { apiRequest } from '../../lib/api-client';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { DRAFTS_KEY } from '../../lib/use-autosave';

export type StoredValues = Record<string, unknown>;
export type DraftMap = Partial<Record<string, StoredValues>>;

export function useDrafts() {
  return useQuery<DraftsAnswer>({ queryKey: DRAFTS_KEY });
}

/**
 * PUT /api/me/drafts/{stepId}. The saved values go straight into the cache, so the next screen
 * opens at once with them, and the query is refetched to pick up the server's normalised copy.
 */
export function useSaveDraft(stepId: WizardStepId) {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even offline, to fail at once (use-step-form.ts says so), never paused until online.
    networkMode: 'always',
    mutationFn: (values: StoredValues) =>
      apiRequest<DraftSaveAnswer>('PUT', `/api/me/drafts/${stepId}`, values),
    onSuccess: (_answer, values) => {
      queryClient.setQueryData<DraftsAnswer>(DRAFTS_KEY, (old) => ({
        drafts: { ...old?.drafts, [stepId]: values },
      }));
      void queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY });
    },
  });
}
