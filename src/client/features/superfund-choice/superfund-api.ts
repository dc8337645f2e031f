import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftsAnswer } from '../../../shared/answers/drafts';
import type { SuperfundChoice, SuperfundChoiceResponse } from '../../../shared/schemas/superfund-choice';
import { apiRequest } from '../../lib/api-client';
import { superfundChoiceRead, superfundKey, taxDeclarationRead } from '../../lib/task-records';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { SuperfundDraft } from '../../../shared/schemas/draft-kinds';
import { DRAFTS_KEY } from '../../lib/use-autosave';

/** GET /api/superfund-choices: this person's own choice. */
export type SuperfundChoiceJson = SuperfundChoiceResponse;

const URL = '/api/superfund-choices';
export { superfundKey };

/** Enabled only once the email is known; refetched on each opening. */
export function useSuperfundChoice(email: string | null) {
  return useQuery({
    ...superfundChoiceRead(email),
    enabled: !!email,
    staleTime: 0,
  });
}

export function useSaveSuperfundChoice(email: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SuperfundChoice) => apiRequest<SuperfundChoiceJson>('POST', URL, values),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superfundKey(email) }),
        queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }),
      ]),
  });
}

/** The card's Reset (DELETE /api/superfund-choices): the task is open again. */
export function useDeleteSuperfundChoice(email: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ deleted: boolean }>('DELETE', URL),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: superfundKey(email) }),
        queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }),
        queryClient.invalidateQueries({ queryKey: DRAFTS_KEY }),
      ]),
  });
}

/**
 * The TFN already given in the tax declaration, to start a new choice with: read through the tax
 * screen's own query (one read of the declaration, and the one the offline prefetch keeps). ''
 * when there is none, or it cannot be read (the person then types it); undefined while it loads.
 * Asked only while no choice is saved, so before any submission: never a masked TFN.
 */
export function useDeclaredTfn(email: string | null, enabled: boolean): string | undefined {
  const declaration = useQuery({
    ...taxDeclarationRead(email),
    enabled: enabled && !!email,
    staleTime: 0,
    select: (tax) => tax?.taxFileNumber ?? '',
  });
  return declaration.isError ? '' : declaration.data;
}

/** The choice as typed so far (autosaved), if any. */
export function useSuperfundDraft(enabled: boolean) {
  return useQuery<DraftsAnswer, Error, SuperfundDraft | null>({
    queryKey: DRAFTS_KEY,
    select: (answer) => (answer.drafts['superfund-choice'] as SuperfundDraft | undefined) ?? null,
    enabled,
  });
}
