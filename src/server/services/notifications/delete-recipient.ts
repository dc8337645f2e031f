import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { notFound } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { unsentNotifyJobsOf } from './unsent-notify-jobs';
import { RECIPIENT_NOT_FOUND } from './update-recipient';

/**
 * Deletes a recipient and, in the same transaction, its notify emails still waiting or failed
 * (issue 36 item 3): they leave Deliveries, and the audit row says how many went with it.
 */
export async function deleteRecipient(db: Db, id: string, by: ActingAdmin): Promise<void> {
  const actor = adminActor(by);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(notificationRecipients)
      .where(eq(notificationRecipients.id, id))
      .returning({ id: notificationRecipients.id, email: notificationRecipients.email });
    if (!deleted) throw notFound(RECIPIENT_NOT_FOUND);
    const dropped = await tx.delete(jobs).where(unsentNotifyJobsOf(deleted)).returning({ id: jobs.id });
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'recipient.delete',
      target: id,
      details: { droppedDeliveries: dropped.length },
    });
  });
}
