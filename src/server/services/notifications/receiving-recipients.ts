import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { type JobSkipped, skipped } from '../../jobs/job-handler';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { staffMembers } from '../../db/schema/staff';

/**
 * Why Deliveries shows an email to a person as not sent: their staff account was deactivated
 * after it was queued (issue 35 item 3).
 */
export const DEACTIVATED_STAFF = 'The staff account of this recipient is deactivated';

/** A deactivated staff account with the recipient's email (both are stored lower-cased). */
const deactivatedStaffOf = (email: typeof notificationRecipients.email) =>
  sql`(select 1 from ${staffMembers} where ${staffMembers.email} = ${email} and ${staffMembers.deactivatedAt} is not null)`;

/**
 * The recipients a submission is emailed to now: active, and not a deactivated staff account.
 * Derived as it is read, not written into the recipient's row, so deactivating a person stops
 * every email to them and reactivating them restores what the row says (decision 082).
 */
export async function receivingRecipients(db: Db): Promise<{ id: string; email: string; health: boolean }[]> {
  return db
    .select({
      id: notificationRecipients.id,
      email: notificationRecipients.email,
      health: notificationRecipients.receivesHealthInformation,
    })
    .from(notificationRecipients)
    .where(
      and(
        eq(notificationRecipients.active, true),
        notExists(deactivatedStaffOf(notificationRecipients.email)),
      ),
    )
    .orderBy(asc(notificationRecipients.createdAt), asc(notificationRecipients.name));
}

/** How many recipients a submission would reach now: the admin pages warn while it is 0. */
export async function countReceivingRecipients(db: Db): Promise<number> {
  return (await receivingRecipients(db)).length;
}

/** Whether `email` belongs to a deactivated staff account: a queued email to them is not sent. */
export async function isDeactivatedStaff(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.email, email.trim().toLowerCase()), isNotNull(staffMembers.deactivatedAt)));
  return row !== undefined;
}

/** The console's notice at start while a submission would reach nobody; null when someone receives. */
export async function noRecipientWarning(db: Db): Promise<string | null> {
  if ((await countReceivingRecipients(db)) > 0) return null;
  return (
    'No active notification recipient: a submitted application is emailed to nobody. ' +
    'Add one on the admin page Notification Recipients (/admin/notifications).'
  );
}

/** Why Deliveries shows an email to a recipient as not sent (issue 36 item 3). */
export const RECIPIENT_REMOVED = 'The recipient was removed';
export const RECIPIENT_INACTIVE = 'The recipient is inactive';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The recipient of a queued notify email as it is now (issue 36 item 3): read on every try, the
 * queue's retries and Retry in Deliveries alike, so nothing goes to a removed or inactive recipient
 * (nor a deactivated staff account), the address is the recipient's current one, and the medical
 * PDF goes only while the recipient still receives health information. Found by the job's
 * `recipientId`; a job queued before it carried one is matched by its address.
 */
export async function recipientAtSendTime(
  db: Db,
  payload: Record<string, unknown>,
): Promise<{ email: string; health: boolean } | JobSkipped> {
  const id =
    typeof payload.recipientId === 'string' && UUID.test(payload.recipientId) ? payload.recipientId : null;
  const [row] = await db
    .select()
    .from(notificationRecipients)
    .where(
      id
        ? eq(notificationRecipients.id, id)
        : eq(notificationRecipients.email, String(payload.to).trim().toLowerCase()),
    );
  if (!row) return skipped(RECIPIENT_REMOVED);
  if (!row.active) return skipped(RECIPIENT_INACTIVE);
  if (await isDeactivatedStaff(db, row.email)) return skipped(DEACTIVATED_STAFF);
  return { email: row.email, health: row.receivesHealthInformation };
}
