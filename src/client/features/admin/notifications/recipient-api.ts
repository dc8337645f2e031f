import { notificationRecipientSchema } from '../../../../shared/schemas/notification-recipient';
import { z } from 'zod/mini';

/** A recipient as GET /api/admin/notifications lists it. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  active: boolean;
  createdAt: string;
}

export interface RecipientList {
  recipients: Recipient[];
  counts: { total: number; active: number; inactive: number };
}

export const RECIPIENTS_KEY = ['/api/admin/notifications'] as const;

/** The add/edit form: the shared fields and messages; `active` is changed from the table. */
export const recipientFormSchema = z.pick(notificationRecipientSchema, { name: true, email: true });
export type RecipientFormValues = z.input<typeof recipientFormSchema>;
export type RecipientFormOutput = z.output<typeof recipientFormSchema>;
