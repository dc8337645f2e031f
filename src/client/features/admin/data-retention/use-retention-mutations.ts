import { apiRequest, postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { ApproveDeletion, LegalHold, MarkDownloaded } from '../../../../shared/schemas/admin';
import { useAdminMutation } from '../use-admin-mutation';
import { RETENTION_KEY } from './retention-api';
import type { DeleteApprovedAnswer, RetentionMember } from '../../../../shared/answers/retention';
import type { RetryDeliveryAnswer } from '../../../../shared/answers/submission';

// Every retention change re-reads the list, and so the counters, whether it worked or not.

export function useMarkDownloaded(onDone: () => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: ({ memberId, ...body }: MarkDownloaded & { memberId: string }) =>
      postJson<RetentionMember>(`/api/admin/mark-downloaded/${memberId}`, body),
    onSuccess: () => {
      toast({
        title: 'Status Updated',
        description: 'Data marked as downloaded from the external records system',
      });
      onDone();
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to update status',
  });
}

/** The notes are sent and stored (DESIGN.md §3.7), unlike the old app. */
export function useApproveDeletion(onDone: () => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: ({ memberId, ...body }: ApproveDeletion & { memberId: string }) =>
      postJson<RetentionMember>(`/api/admin/approve-deletion/${memberId}`, body),
    onSuccess: () => {
      toast({ title: 'Status Updated', description: 'Record approved for deletion' });
      onDone();
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to approve deletion',
  });
}

/** Takes an approval back until the bulk delete runs (issue 23, item 13); the server audits who. */
export function useWithdrawApproval(onDone: () => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: (memberId: string) => postJson<RetentionMember>(`/api/admin/withdraw-approval/${memberId}`),
    onSuccess: () => {
      toast({ title: 'Status Updated', description: 'Approval for deletion withdrawn' });
      onDone();
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to withdraw the approval',
  });
}

export function useDeleteApproved(onDone: () => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: () => apiRequest<DeleteApprovedAnswer>('DELETE', '/api/admin/delete-approved'),
    onSuccess: ({ deletedCount }) => {
      toast({
        title: 'Records Deleted',
        description: `Successfully deleted ${deletedCount} approved ${deletedCount === 1 ? 'record' : 'records'} and associated files`,
      });
      onDone();
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to delete records',
  });
}

/** The owner's legal hold (decision 108); the server audits it. */
export function usePlaceLegalHold(onDone: () => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: ({ memberId, ...body }: LegalHold & { memberId: string }) =>
      postJson<RetentionMember>(`/api/admin/legal-hold/${memberId}`, body),
    onSuccess: () => {
      toast({
        title: 'Legal Hold Placed',
        description: 'The record will not be deleted until the hold is removed',
      });
      onDone();
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to place the legal hold',
  });
}

export function useRemoveLegalHold(onDone: () => void) {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: (memberId: string) =>
      apiRequest<RetentionMember>('DELETE', `/api/admin/legal-hold/${memberId}`),
    onSuccess: () => {
      toast({ title: 'Legal Hold Removed', description: 'The retention period decides again' });
      onDone();
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to remove the legal hold',
  });
}

/** 'Retry delivery' of a failed records-system delivery; the server audits it. */
export function useRetryDelivery() {
  return useAdminMutation({
    listKey: RETENTION_KEY,
    mutationFn: (submissionId: string) =>
      postJson<RetryDeliveryAnswer>(`/api/admin/submissions/${submissionId}/retry-delivery`),
    onSuccess: () => {
      toast({
        title: 'Delivery Retried',
        description: 'The submission is queued for the records system again.',
      });
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to retry delivery',
  });
}
