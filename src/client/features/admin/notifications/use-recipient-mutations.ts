import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import type { NotificationRecipientUpdate } from '../../../../shared/schemas/notification-recipient';
import { useSessionExpiry } from '../use-session-expiry';
import { RECIPIENTS_KEY, type Recipient, type RecipientFormOutput } from './recipient-api';

const url = (id: string) => `${RECIPIENTS_KEY[0]}/${id}`;

/** Shows the server's message (a duplicate email says so) or the fallback, and re-reads the list. */
function useRecipientMutation<TInput, TAnswer>(options: {
  mutationFn: (input: TInput) => Promise<TAnswer>;
  onSuccess: (answer: TAnswer, input: TInput) => void;
  onError?: (error: unknown) => void;
  errorTitle: string;
  errorFallback: string;
}) {
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => {
      checkExpiry(error);
      options.onError?.(error);
      toast({
        title: options.errorTitle,
        description: serverMessage(error, options.errorFallback),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECIPIENTS_KEY }),
  });
}

export function useAddRecipient(onAdded: () => void, onError: (error: unknown) => void) {
  return useRecipientMutation({
    mutationFn: (input: RecipientFormOutput) => postJson<Recipient>(RECIPIENTS_KEY[0], input),
    onSuccess: (added) => {
      toast({
        title: 'Recipient Added',
        description: `${added.name} will receive onboarding notifications.`,
      });
      onAdded();
    },
    onError,
    errorTitle: 'Creation Failed',
    errorFallback: 'Failed to add recipient',
  });
}

export function useUpdateRecipient(onUpdated?: () => void, onError?: (error: unknown) => void) {
  return useRecipientMutation({
    mutationFn: ({ id, changes }: { id: string; changes: NotificationRecipientUpdate }) =>
      apiRequest<Recipient>('PATCH', url(id), changes),
    onSuccess: (updated, { changes }) => {
      const description =
        changes.active === undefined
          ? `${updated.name}'s details have been saved.`
          : `${updated.name} is now ${updated.active ? 'active' : 'inactive'}.`;
      toast({ title: 'Recipient Updated', description });
      onUpdated?.();
    },
    onError,
    errorTitle: 'Update Failed',
    errorFallback: 'Failed to update recipient',
  });
}

export function useDeleteRecipient(onDeleted: (id: string) => void) {
  return useRecipientMutation({
    mutationFn: (recipient: Recipient) => apiRequest<unknown>('DELETE', url(recipient.id)),
    onSuccess: (_answer, recipient) => {
      toast({ title: 'Recipient Deleted', description: `${recipient.name} has been removed.` });
      onDeleted(recipient.id);
    },
    errorTitle: 'Deletion Failed',
    errorFallback: 'Failed to delete recipient',
  });
}
