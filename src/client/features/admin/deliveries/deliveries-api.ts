import type { DeliveryFilter } from '../../../../shared/deliveries';

/** Every page and filter of the list sits under this key: a Retry re-reads them all. */
export const DELIVERIES_KEY = ['/api/admin/deliveries'] as const;
/** The failed count alone, for the notice on the other admin pages. */
export const DELIVERY_COUNTS_KEY = ['/api/admin/deliveries/counts'] as const;

export interface DeliveriesView {
  page: number;
  filter: DeliveryFilter;
}

export function deliveriesUrl({ page, filter }: DeliveriesView): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (filter !== 'all') params.set('status', filter);
  const query = params.toString();
  return query ? `${DELIVERIES_KEY[0]}?${query}` : DELIVERIES_KEY[0];
}
