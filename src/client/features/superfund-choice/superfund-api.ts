import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftsAnswer } from '../../../shared/schemas/drafts';
import type { SuperfundChoice, SuperfundChoiceResponse } from '../../../shared/schemas/superfund-choice';
import type { TaxDeclarationResponse } from '../../../shared/schemas/tax-declaration';
import { apiRequest, ApiError, getJson } from '../../lib/api-client';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { SuperfundDraft } from '../../../shared/schemas/draft-kinds';
import { DRAFTS_KEY } from '../../lib/use-autosave';

/** GET /api/superfund-choices: this person's own choice. */
export type SuperfundChoiceJson = SuperfundChoiceResponse;

const URL = '/api/superfund-choices';
/** Spec §7: the query key also carries the person's email. */
export const superfundKey = (email: string | null) => [URL, email ?? ''] as const;

async function fetchSuperfundChoice(): Promise<SuperfundChoiceJson | null> {
  try {
    return await getJson<SuperfundChoiceJson>(URL);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Enabled only once the email is known; refetched on each opening. */
export function useSuperfundChoice(email: string | null) {
  return useQuery({
    queryKey: superfundKey(email),
    queryFn: fetchSuperfundChoice,
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
 * The TFN already given in the tax declaration, to start a new choice with ('' when there is
 * none, or it cannot be read: the person then types it).
 */
export function useDeclaredTfn(email: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/tax-declarations', email ?? '', 'tfn'],
    queryFn: async () => {
      try {
        const declaration = await getJson<TaxDeclarationResponse>(
          `/api/tax-declarations/${encodeURIComponent(email ?? '')}`,
        );
        // A masked TFN (submitted, no fresh code) is never copied into the form as if it were the number.
        // Asked only while no choice is saved, so before any submission: never a masked TFN.
        return declaration.taxFileNumber;
      } catch {
        return '';
      }
    },
    enabled: enabled && !!email,
    staleTime: 0,
  });
}

/** The choice as typed so far (autosaved), if any. */
export function useSuperfundDraft(enabled: boolean) {
  return useQuery<DraftsAnswer, Error, SuperfundDraft | null>({
    queryKey: DRAFTS_KEY,
    select: (answer) => (answer.drafts['superfund-choice'] as SuperfundDraft | undefined) ?? null,
    enabled,
  });
}
