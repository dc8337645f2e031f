import { z } from 'zod/mini';
import { timestamp } from './answers';
import { emailField, requiredText } from './fields';

const recipientFields = {
  name: requiredText('Name is required'),
  email: emailField('Please enter a valid email address'),
  active: z.boolean(),
};

export const notificationRecipientSchema = z.object({
  ...recipientFields,
  active: z._default(recipientFields.active, true),
});
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;

/** PATCH: any subset; no defaults, so an update never flips `active` back on. */
export const notificationRecipientUpdateSchema = z.partial(z.object(recipientFields));
export type NotificationRecipientUpdate = z.infer<typeof notificationRecipientUpdateSchema>;

export const RECIPIENT_VALIDATION_TOAST = {
  title: 'Validation Error',
  description: 'Please correct the errors in the form',
} as const;

/** A recipient as the admin API answers it. */
export const recipientResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
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
