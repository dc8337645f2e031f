import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { STAFF_ROLES } from '../staff-roles';

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

/**
 * The staff account with a recipient's email, if any (issue 35): its name, role and whether it is
 * active. A deactivated one receives nothing, whatever the recipient's own `active` says.
 */
export const recipientStaffSchema = z.object({
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
});
export type RecipientStaff = z.output<typeof recipientStaffSchema>;

export const listedRecipientSchema = z.extend(recipientResponseSchema, {
  staff: z.nullable(recipientStaffSchema),
});
export type ListedRecipient = z.output<typeof listedRecipientSchema>;

/** An active staff member who reviews applications and is not a recipient yet: offered with 'Add'. */
export const offeredStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type OfferedStaff = z.output<typeof offeredStaffSchema>;

/**
 * GET /api/admin/notifications: every recipient, how many are active, how many would be emailed
 * a submission now (`receiving`: active and not a deactivated staff account), and the staff to offer.
 */
export const recipientListSchema = z.object({
  recipients: z.array(listedRecipientSchema),
  counts: z.object({
    total: z.number(),
    active: z.number(),
    inactive: z.number(),
    receiving: z.number(),
  }),
  staffToAdd: z.array(offeredStaffSchema),
});
export type RecipientList = z.output<typeof recipientListSchema>;

/** GET /api/admin/notifications/status, for every role: the admin pages warn while it is 0. */
export const recipientsStatusSchema = z.object({ receiving: z.number() });
export type RecipientsStatus = z.output<typeof recipientsStatusSchema>;

/** DELETE /api/admin/notifications/{id}. */
export const recipientDeletedSchema = z.object({ deleted: z.literal(true), id: z.string() });
