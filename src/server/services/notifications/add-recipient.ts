import type { NotificationRecipient } from '../../../shared/schemas/notification-recipient';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { writeAudit } from '../audit/write-audit';
import { duplicateEmail } from './duplicate-email';
import type { RecipientRow } from './list-recipients';

/** Adds a recipient; the email (lower-cased by the schema) is unique, so a repeat answers 409. */
export async function addRecipient(
  db: Db,
  input: NotificationRecipient,
  actor: string,
): Promise<RecipientRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationRecipients)
      .values(input)
      .onConflictDoNothing({ target: notificationRecipients.email })
      .returning();
    if (!row) throw duplicateEmail();
    await writeAudit(tx, {
      actor,
      action: 'recipient.add',
      target: row.id,
      details: { active: row.active, receivesHealthInformation: row.receivesHealthInformation },
    });
    return row;
  });
}
