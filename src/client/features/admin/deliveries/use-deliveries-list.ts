import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../../../lib/api-client';
import type { DeliveriesPage } from '../../../../shared/answers/deliveries';
import { useSessionExpiry } from '../use-session-expiry';
import { DELIVERIES_KEY, deliveriesUrl, type DeliveriesView } from './deliveries-api';

/** While a delivery on screen is still pending (a Retry just sent), look again every few seconds. */
const PENDING_POLL_MS = 2000;

/** One page of deliveries; the previous page stays on screen while the next loads. */
export function useDeliveriesList(view: DeliveriesView) {
  const checkExpiry = useSessionExpiry();
  const query = useQuery<DeliveriesPage>({
    queryKey: [...DELIVERIES_KEY, view],
    queryFn: () => getJson<DeliveriesPage>(deliveriesUrl(view)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (q) =>
      q.state.data?.deliveries.some((d) => d.state === 'pending') ? PENDING_POLL_MS : false,
  });
  const { error } = query;
  useEffect(() => {
    if (error) checkExpiry(error);
  }, [error, checkExpiry]);
  return query;
}
