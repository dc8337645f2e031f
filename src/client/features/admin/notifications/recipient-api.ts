import {
  notificationRecipientSchema,
  type ListedRecipient,
  type OfferedStaff,
  type Recipient,
  type RecipientList,
  type RecipientsStatus,
} from '../../../../shared/schemas/notification-recipient';
import type { StaffRole } from '../../../../shared/staff-roles';
import { z } from 'zod/mini';

/** A recipient, and the list, as GET /api/admin/notifications answers them. */
export type { ListedRecipient, OfferedStaff, Recipient, RecipientList, RecipientsStatus };

export const RECIPIENTS_KEY = ['/api/admin/notifications'] as const;

/**
 * How many recipients a submission reaches now, for every admin page's warning. Its key starts
 * with the list's, so every change to the recipients (which invalidates the list) re-reads it.
 */
export const RECIPIENTS_STATUS_KEY = [RECIPIENTS_KEY[0], 'status'] as const;
export const RECIPIENTS_STATUS_URL = `${RECIPIENTS_KEY[0]}/status`;

/** Who may add recipients (routes/notification-recipients.ts). */
export const RECIPIENT_ROLES: readonly StaffRole[] = ['owner', 'hr'];

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
