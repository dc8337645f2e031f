import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { notFound } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import { RECIPIENT_NOT_FOUND } from './update-recipient';

export async function deleteRecipient(db: Db, id: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notificationRecipients)
      .where(eq(notificationRecipients.id, id))
      .returning({ id: notificationRecipients.id });
    if (deleted.length === 0) throw notFound(RECIPIENT_NOT_FOUND);
    await writeAudit(tx, { actor, action: 'recipient.delete', target: id });
  });
}
