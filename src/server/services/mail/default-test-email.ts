import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';

/**
 * The address the test-email page is prefilled with: the first active notification recipient
 * (the people who will receive real PDFs), else the sender address MAIL_FROM.
 */
export async function defaultTestEmail(db: Db, mailFrom: string): Promise<string> {
  const [first] = await db
    .select({ email: notificationRecipients.email })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.active, true))
    .orderBy(asc(notificationRecipients.createdAt))
    .limit(1);
  return first?.email ?? mailFrom;
}
