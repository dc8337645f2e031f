import { useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../../lib/api-client';
import { toast } from '../../../lib/use-toast';
import type { Delivery, DeliveryRetryAnswer } from '../../../../shared/answers/deliveries';
import { useAdminMutation } from '../use-admin-mutation';
import { DELIVERIES_KEY, DELIVERY_COUNTS_KEY } from './deliveries-api';

/** Retry of one failed delivery; the server audits it and the list is read again. */
export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    listKey: DELIVERIES_KEY,
    mutationFn: (delivery: Delivery) =>
      postJson<DeliveryRetryAnswer>(`/api/admin/deliveries/${delivery.id}/retry`),
    onSuccess: (_answer, delivery) => {
      void queryClient.invalidateQueries({ queryKey: DELIVERY_COUNTS_KEY });
      toast({
        title: 'Delivery Retried',
        description: `The delivery to ${delivery.recipient ?? 'its recipient'} is queued again.`,
      });
    },
    errorTitle: 'Error',
    errorFallback: 'Failed to retry delivery',
  });
}
