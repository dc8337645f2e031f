import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DraftsAnswer } from '../../../shared/answers/drafts';
import type {
  TaxDeclaration,
  TaxDeclarationDeleted,
  TaxDeclarationDraft,
  TaxDeclarationResponse,
} from '../../../shared/schemas/tax-declaration';
import { apiRequest } from '../../lib/api-client';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { taxDeclarationKey, taxDeclarationRead } from '../../lib/task-records';

/** GET /api/tax-declarations/{email}: the declaration as its owner sees it. */
export type TaxDeclarationJson = TaxDeclarationResponse;
export { taxDeclarationKey };

const ROOT = '/api/tax-declarations';

/** Refetched on each opening, so the home dialog and the screen show the latest declaration. */
export function useTaxDeclaration(email: string | null) {
  return useQuery({
    ...taxDeclarationRead(email),
    enabled: !!email,
    staleTime: 0,
  });
}

function useRefreshAfterChange(email: string | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taxDeclarationKey(email) }),
      queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/me/drafts'] }),
    ]);
}

export function useSubmitTaxDeclaration(email: string | null) {
  const refresh = useRefreshAfterChange(email);
  return useMutation({
    mutationFn: (values: TaxDeclaration) => apiRequest<TaxDeclarationJson>('POST', ROOT, values),
    onSuccess: refresh,
  });
}

/** 'Delete and Resubmit'. */
export function useDeleteTaxDeclaration(email: string | null) {
  const refresh = useRefreshAfterChange(email);
  return useMutation({
    mutationFn: () =>
      apiRequest<TaxDeclarationDeleted>('DELETE', `${ROOT}/${encodeURIComponent(email ?? '')}`),
    onSuccess: refresh,
  });
}

/** The answers typed so far (autosaved), if any. */
export function useTaxDraft() {
  return useQuery<DraftsAnswer, Error, TaxDeclarationDraft | null>({
    queryKey: ['/api/me/drafts'],
    select: (answer) => (answer.drafts['tax-declaration'] as TaxDeclarationDraft | undefined) ?? null,
    staleTime: 0,
  });
}
