import { eq } from 'drizzle-orm';
import type { NotificationRecipientUpdate } from '../../../shared/schemas/notification-recipient';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { notFound } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import { duplicateEmail } from './duplicate-email';
import type { RecipientRow } from './list-recipients';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';

const auditAction = (active: boolean | undefined) =>
  active === true ? 'recipient.activate' : active === false ? 'recipient.deactivate' : 'recipient.update';

export async function updateRecipient(
  db: Db,
  id: string,
  changes: NotificationRecipientUpdate,
  actor: string,
): Promise<RecipientRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] =
        Object.keys(changes).length === 0
          ? await tx.select().from(notificationRecipients).where(eq(notificationRecipients.id, id))
          : await tx
              .update(notificationRecipients)
              .set(changes)
              .where(eq(notificationRecipients.id, id))
              .returning();
      if (!row) throw notFound(RECIPIENT_NOT_FOUND);
      await writeAudit(tx, {
        actor,
        action: auditAction(changes.active),
        target: id,
        // Who was given (or lost) the health information is kept with the change (decision 033).
        details: {
          fields: Object.keys(changes),
          ...(changes.receivesHealthInformation !== undefined
            ? { receivesHealthInformation: changes.receivesHealthInformation }
            : {}),
        },
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateEmail();
    throw err;
  }
}
