import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearAllAnswer } from '../../../../shared/answers/retention';
import { postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { TypedConfirmationCard } from '../typed-confirmation-card';
import { useSessionExpiry } from '../use-session-expiry';
import { RETENTION_KEY } from './retention-api';

/** The server refuses the wipe unless the body carries exactly this phrase (DESIGN.md §3.4). */
export const CLEAR_ALL_PHRASE = 'DELETE ALL DATA';

export function ClearAllData() {
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  const clear = useMutation({
    mutationFn: () => postJson<ClearAllAnswer>('/api/admin/clear-all-data', { confirm: CLEAR_ALL_PHRASE }),
    onSuccess: ({ cleared }) => {
      toast({
        title: 'All Data Cleared',
        description: `Removed ${cleared.teamMembers} team members and ${cleared.policyAcknowledgments} policy acknowledgments.`,
      });
    },
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Clear Failed',
        // A refusal names the record the law still keeps (decision 108).
        description: serverMessage(error, 'Failed to clear all data. Some data may still remain.'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RETENTION_KEY }),
  });
  return (
    <TypedConfirmationCard
      title="Clear all data"
      description="Permanently deletes every team member, their files, submissions and policy acknowledgments, and every application in progress. Policy documents and notification recipients are kept. This cannot be undone. It is for an install with no employee record inside its retention period (7 years after the employment ends) or on a legal hold, or a test install: otherwise it is refused."
      phrase={CLEAR_ALL_PHRASE}
      buttonLabel="Clear All Data"
      pendingLabel="Clearing..."
      isPending={clear.isPending}
      onConfirm={(clearTyped) => clear.mutate(undefined, { onSuccess: clearTyped })}
    />
  );
}
