import { z } from 'zod/mini';
import { emailField, requiredText } from './fields';

const recipientFields = {
  name: requiredText('Name is required'),
  email: emailField('Please enter a valid email address'),
  active: z.boolean(),
  /** Gets the medical declaration's PDF and answers (decision 033); off unless ticked. */
  receivesHealthInformation: z.boolean(),
};

export const notificationRecipientSchema = z.object({
  ...recipientFields,
  active: z._default(recipientFields.active, true),
  receivesHealthInformation: z._default(recipientFields.receivesHealthInformation, false),
});
export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;

/** PATCH: any subset; no defaults, so an update never flips `active` (or health information) back. */
export const notificationRecipientUpdateSchema = z.partial(z.object(recipientFields));
export type NotificationRecipientUpdate = z.infer<typeof notificationRecipientUpdateSchema>;

/** The recipients form's checkbox and what it means. */
export const HEALTH_INFORMATION_LABEL = 'Receives health information (the medical declaration)';
export const HEALTH_INFORMATION_HINT =
  'Only people who need to know should get it. Others receive the application PDF without medical answers and no medical declaration PDF.';

/**
 * Only an owner gives a recipient the health information (issue 36 item 3): adding one with the
 * tick, ticking it, or sending a ticked recipient's emails to another address or turning it back
 * on. HR may clear the tick. The server's 403 and the form's note for HR.
 */
export const HEALTH_RECIPIENT_OWNER_ONLY =
  'Only an owner can choose who receives health information. Please ask an owner.';
export const HEALTH_TICK_OWNER_ONLY_NOTE =
  'Only an owner can tick this, or change the email of a recipient who receives health information.';

export const RECIPIENT_VALIDATION_TOAST = {
  title: 'Validation Error',
  description: 'Please correct the errors in the form',
} as const;

// The answers' schemas live in answers/notification-recipient.ts, out of the client's bundle.
export type {
  ListedRecipient,
  OfferedStaff,
  Recipient,
  RecipientList,
  RecipientsStatus,
} from '../answers/notification-recipient';
