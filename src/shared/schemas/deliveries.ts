import { z } from 'zod/mini';
import { DELIVERY_FILTERS } from '../deliveries';

/** GET /api/admin/deliveries?status=&page= */
export const deliveriesQuerySchema = z.object({
  page: z._default(z.coerce.number('Page must be a number').check(z.int(), z.gte(1), z.lte(100_000)), 1),
  status: z._default(z.enum(DELIVERY_FILTERS), 'all'),
});
export type DeliveriesQueryInput = z.input<typeof deliveriesQuerySchema>;

export const DELIVERY_NOT_FOUND = 'Delivery not found';

/** POST /api/admin/deliveries/{id}/retry: a job id (bigserial), digits only, never past 2^53. */
export const deliveryParamsSchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,14}$/, DELIVERY_NOT_FOUND)),
    z.transform((value: string) => Number(value)),
  ),
});

export const UNKNOWN_DELIVERY_KIND = 'There is no such kind of delivery';

/** POST /api/admin/deliveries/retry-failed: every failed delivery, or those of one kind. */
export const retryAllFailedSchema = z.object({
  kind: z.optional(z.string().check(z.maxLength(100, UNKNOWN_DELIVERY_KIND))),
});
export type RetryAllFailedInput = z.input<typeof retryAllFailedSchema>;
