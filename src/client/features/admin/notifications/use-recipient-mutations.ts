import { apiRequest, postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { NotificationRecipientUpdate } from '../../../../shared/schemas/notification-recipient';
import { useAdminMutation } from '../use-admin-mutation';
import { RECIPIENTS_KEY, type Recipient, type RecipientFormOutput } from './recipient-api';

const url = (id: string) => `${RECIPIENTS_KEY[0]}/${id}`;

export function useAddRecipient(onAdded: () => void, onError: (error: unknown) => void) {
  return useAdminMutation({
    listKey: RECIPIENTS_KEY,
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
  return useAdminMutation({
    listKey: RECIPIENTS_KEY,
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
  return useAdminMutation({
    listKey: RECIPIENTS_KEY,
    mutationFn: (recipient: Recipient) => apiRequest<unknown>('DELETE', url(recipient.id)),
    onSuccess: (_answer, recipient) => {
      toast({ title: 'Recipient Deleted', description: `${recipient.name} has been removed.` });
      onDeleted(recipient.id);
    },
    errorTitle: 'Deletion Failed',
    errorFallback: 'Failed to delete recipient',
  });
}
