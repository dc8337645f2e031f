import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';

export type RecipientRow = typeof notificationRecipients.$inferSelect;

export interface RecipientList {
  recipients: RecipientRow[];
  counts: { total: number; active: number; inactive: number };
}

export async function listRecipients(db: Db): Promise<RecipientList> {
  const recipients = await db
    .select()
    .from(notificationRecipients)
    .orderBy(asc(notificationRecipients.createdAt), asc(notificationRecipients.name));
  const active = recipients.filter((r) => r.active).length;
  return { recipients, counts: { total: recipients.length, active, inactive: recipients.length - active } };
}
