import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { useSessionExpiry } from '../use-session-expiry';
import { POLICIES_KEY, type PolicyDocumentRow } from './policy-api';
import type {
  PolicyDocumentInput,
  PolicyDocumentUpdate,
  PolicyQuestionInput,
} from '../../../../shared/schemas/policy-document';

export const CREATE_FAILED = 'Failed to create policy document';
export const UPDATE_FAILED = 'Failed to update policy document';

/** A question the server has not numbered yet goes without an id (routes/policy-documents.ts). */
type Questions = { questions?: (Omit<PolicyQuestionInput, 'id'> & { id?: string })[] };
type PolicyBody = Omit<PolicyDocumentInput, 'questions'> & Questions;
type PolicyChanges = Omit<PolicyDocumentUpdate, 'questions'> & Questions;

function useFailure(title: string, fallback: string) {
  const checkExpiry = useSessionExpiry();
  return (error: unknown) => {
    checkExpiry(error);
    toast({ title, description: serverMessage(error, fallback), variant: 'destructive' });
  };
}

export function useCreatePolicy(onCreated: () => void) {
  const queryClient = useQueryClient();
  const onError = useFailure('Creation Failed', CREATE_FAILED);
  return useMutation({
    mutationFn: (input: PolicyBody) => apiRequest<PolicyDocumentRow>('POST', POLICIES_KEY[0], input),
    onSuccess: (created) => {
      toast({ title: 'Policy Created', description: `'${created.title}' has been created.` });
      onCreated();
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY }),
  });
}

/** PATCH never sends the document type: it is fixed once created (spec §5). */
export function useUpdatePolicy(onUpdated?: () => void) {
  const queryClient = useQueryClient();
  const onError = useFailure('Update Failed', UPDATE_FAILED);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: PolicyChanges }) =>
      apiRequest<PolicyDocumentRow>('PATCH', `${POLICIES_KEY[0]}/${id}`, changes),
    onSuccess: (updated, { changes }) => {
      const description =
        changes.isActive === undefined
          ? `'${updated.title}' has been updated.`
          : `'${updated.title}' is now ${updated.isActive ? 'active' : 'inactive'}.`;
      toast({ title: 'Policy Updated', description });
      onUpdated?.();
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: POLICIES_KEY }),
  });
}
