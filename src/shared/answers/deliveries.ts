import { z } from 'zod/mini';
import { DELIVERY_CHANNELS, DELIVERY_STATES } from '../deliveries';
import { timestamp } from '../schemas/answers';

/** One delivery as GET /api/admin/deliveries lists it; the server hands `Date`s, JSON carries ISO strings. */
export const deliverySchema = z.object({
  id: z.number(),
  channel: z.enum(DELIVERY_CHANNELS),
  /** What is delivered ('Application to a recipient', 'Confirmation to the new hire', ...). */
  what: z.string(),
  /** An email address, or the records system; null when the submission has since been deleted. */
  recipient: z.nullable(z.string()),
  /** Whose application it is about; null once deleted (data retention). */
  applicant: z.nullable(z.string()),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number(),
  /** A status code or error code only, never a message body (it could hold personal data). */
  lastError: z.nullable(z.string()),
  /** Why a 'not-sent' delivery was not sent ('The invitation was withdrawn'); null otherwise. */
  reason: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Delivery = z.output<typeof deliverySchema>;

export const deliveryCountsSchema = z.object({
  pending: z.number(),
  delivered: z.number(),
  'not-sent': z.number(),
  failed: z.number(),
});
export type DeliveryCounts = z.output<typeof deliveryCountsSchema>;

/** A kind of delivery with failed ones: what 'Retry all failed' can be narrowed to. */
export const failedKindSchema = z.object({ kind: z.string(), what: z.string(), failed: z.number() });
export type FailedKind = z.output<typeof failedKindSchema>;

/** GET /api/admin/deliveries?status=&page= */
export const deliveriesPageSchema = z.object({
  deliveries: z.array(deliverySchema),
  counts: deliveryCountsSchema,
  /** Each kind with failed deliveries, most failed first. */
  failedKinds: z.array(failedKindSchema),
  /** Deliveries matching the filter, over every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DeliveriesPage = z.output<typeof deliveriesPageSchema>;

/**
 * GET /api/admin/deliveries/counts: the admin pages' notices of failed deliveries, and of
 * deliveries paused since a restore (when it was restored; null when they are not paused).
 */
export const failedDeliveriesAnswerSchema = z.object({
  failed: z.number(),
  pausedSince: z.nullable(timestamp),
});
export type FailedDeliveriesAnswer = z.output<typeof failedDeliveriesAnswerSchema>;

/** POST /api/admin/deliveries/{id}/retry: back in the queue. */
export const deliveryRetryAnswerSchema = z.object({ id: z.number(), state: z.literal('pending') });
export type DeliveryRetryAnswer = z.output<typeof deliveryRetryAnswerSchema>;

/** POST /api/admin/deliveries/retry-failed: how many went back in the queue. */
export const retryAllFailedAnswerSchema = z.object({ retried: z.number() });
export type RetryAllFailedAnswer = z.output<typeof retryAllFailedAnswerSchema>;

/** POST /api/admin/deliveries/resume: false when they were not paused. */
export const resumeDeliveriesAnswerSchema = z.object({ resumed: z.boolean() });
export type ResumeDeliveriesAnswer = z.output<typeof resumeDeliveriesAnswerSchema>;
