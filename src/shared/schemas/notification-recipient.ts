import { z } from 'zod/mini';
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

// The answers' schemas live in answers/notification-recipient.ts, out of the client's bundle.
export type { Recipient, RecipientList } from '../answers/notification-recipient';
