/**
 * Every email, records-system and payroll delivery an admin can see and retry (issue 20, item 3): a job
 * of the queue, whatever became of it.
 */
export const DELIVERY_STATES = ['pending', 'delivered', 'not-sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** 'Not sent': nothing to deliver any more when its turn came (an invitation withdrawn, say). */
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  'not-sent': 'Not sent',
  failed: 'Failed',
};

/** What the Deliveries list can be narrowed to. */
export const DELIVERY_FILTERS = ['all', ...DELIVERY_STATES] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];

export const DELIVERIES_PAGE_SIZE = 50;

export const DELIVERY_CHANNELS = ['email', 'sms', 'records-system', 'payroll'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Shown as the recipient of a records-system delivery. */
export const RECORDS_SYSTEM_RECIPIENT = 'Records system';
