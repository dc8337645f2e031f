import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';

/** A recipient as the admin API answers it. */
export const recipientResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  receivesHealthInformation: z.boolean(),
  createdAt: timestamp,
});
export type Recipient = z.output<typeof recipientResponseSchema>;

/** GET /api/admin/notifications: every recipient, and how many are active. */
export const recipientListSchema = z.object({
  recipients: z.array(recipientResponseSchema),
  counts: z.object({ total: z.number(), active: z.number(), inactive: z.number() }),
});
export type RecipientList = z.output<typeof recipientListSchema>;

/** DELETE /api/admin/notifications/{id}. */
export const recipientDeletedSchema = z.object({ deleted: z.literal(true), id: z.string() });
