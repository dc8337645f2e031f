import {
  notificationRecipientSchema,
  type Recipient,
  type RecipientList,
} from '../../../../shared/schemas/notification-recipient';
import { z } from 'zod/mini';

/** A recipient, and the list, as GET /api/admin/notifications answers them. */
export type { Recipient, RecipientList };

export const RECIPIENTS_KEY = ['/api/admin/notifications'] as const;

/**
 * The add/edit form: the shared fields and messages, and whether the recipient gets health
 * information; `active` is changed from the table.
 */
export const recipientFormSchema = z.pick(notificationRecipientSchema, {
  name: true,
  email: true,
  receivesHealthInformation: true,
});
export type RecipientFormValues = z.input<typeof recipientFormSchema>;
export type RecipientFormOutput = z.output<typeof recipientFormSchema>;
