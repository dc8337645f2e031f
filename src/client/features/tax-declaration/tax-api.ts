import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BasisOfPayment,
  ResidencyStatus,
  TaxDeclaration,
  TaxDeclarationDraft,
  TfnExemption,
  Title,
} from '../../../shared/schemas/tax-declaration';
import { apiRequest, ApiError, getJson } from '../../lib/api-client';
import { ME_STATUS_KEY } from '../../lib/me-status';

/** GET /api/tax-declarations/{email}: the declaration as its owner sees it. */
export interface TaxDeclarationJson {
  id: string;
  /** Submitted and no fresh code yet: the server sent the numbers masked (DESIGN.md §3.2). */
  masked?: boolean;
  email: string;
  title: Title | '';
  familyName: string;
  givenNames: string;
  homeCountry: string;
  taxFileNumber: string;
  tfnExemption: TfnExemption | '';
  basisOfPayment: BasisOfPayment;
  australianResident: ResidencyStatus;
  claimTaxFreeThreshold: 'yes' | 'no';
  hasHELPDebt: 'yes' | 'no';
  previousFamilyName: string;
  taxDeclarationDate: string;
  taxDeclarationSignature: string;
  submittedAt: string;
}

const ROOT = '/api/tax-declarations';
export const taxDeclarationKey = (email: string | null) => [ROOT, email ?? ''] as const;

/** The declaration, or null before one is made (404). */
async function fetchTaxDeclaration(email: string): Promise<TaxDeclarationJson | null> {
  try {
    return await getJson<TaxDeclarationJson>(`${ROOT}/${encodeURIComponent(email)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Refetched on each opening, so the home dialog and the screen show the latest declaration. */
export function useTaxDeclaration(email: string | null) {
  return useQuery({
    queryKey: taxDeclarationKey(email),
    queryFn: () => fetchTaxDeclaration(email ?? ''),
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
    mutationFn: () => apiRequest('DELETE', `${ROOT}/${encodeURIComponent(email ?? '')}`),
    onSuccess: refresh,
  });
}

interface DraftsAnswer {
  drafts: Record<string, unknown>;
}

/** The answers typed so far (autosaved), if any. */
export function useTaxDraft() {
  return useQuery<DraftsAnswer, Error, TaxDeclarationDraft | null>({
    queryKey: ['/api/me/drafts'],
    select: (answer) => (answer.drafts['tax-declaration'] as TaxDeclarationDraft | undefined) ?? null,
    staleTime: 0,
  });
}
