/**
 * Every email and records-system delivery an admin can see and retry (issue 20, item 3): a job
 * of the queue, whatever became of it.
 */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** What the Deliveries list can be narrowed to. */
export const DELIVERY_FILTERS = ['all', ...DELIVERY_STATES] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export const DELIVERIES_PAGE_SIZE = 50;

export type DeliveryChannel = 'email' | 'records-system';

/** Shown as the recipient of a records-system delivery. */
export const RECORDS_SYSTEM_RECIPIENT = 'Records system';

/** One delivery as GET /api/admin/deliveries lists it; `D` is `Date` on the server, an ISO string in JSON. */
export interface Delivery<D = string> {
  id: number;
  channel: DeliveryChannel;
  /** What is delivered ('Application to a recipient', 'Confirmation to the new hire', ...). */
  what: string;
  /** An email address, or the records system; null when the submission has since been deleted. */
  recipient: string | null;
  /** Whose application it is about; null once deleted (data retention). */
  applicant: string | null;
  state: DeliveryState;
  attempts: number;
  /** A status code or error code only, never a message body (it could hold personal data). */
  lastError: string | null;
  createdAt: D;
  updatedAt: D;
}

export type DeliveryCounts = Record<DeliveryState, number>;

/** GET /api/admin/deliveries?status=&page= */
export interface DeliveriesPage<D = string> {
  deliveries: Delivery<D>[];
  counts: DeliveryCounts;
  /** Deliveries matching the filter, over every page. */
  total: number;
  page: number;
  pageSize: number;
}
