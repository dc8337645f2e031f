import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdoptedSignatureAnswer, AdoptSignatureInput } from '../../shared/schemas/adopted-signature';
import { apiRequest, getJson } from './api-client';

export const ADOPTED_SIGNATURE_KEY = ['/api/me/signature'] as const;

/** The hire's adopted signature and initials (issue 43 item 4); `adopted` is null before adoption. */
export function useAdoptedSignature() {
  return useQuery<AdoptedSignatureAnswer>({
    queryKey: ADOPTED_SIGNATURE_KEY,
    queryFn: () => getJson<AdoptedSignatureAnswer>('/api/me/signature'),
    staleTime: Infinity,
  });
}

/** Adopts the drawn signature and initials; the answer replaces the cached one. */
export function useAdoptSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (marks: AdoptSignatureInput) =>
      apiRequest<AdoptedSignatureAnswer>('PUT', '/api/me/signature', marks),
    onSuccess: (answer) => queryClient.setQueryData(ADOPTED_SIGNATURE_KEY, answer),
  });
}
