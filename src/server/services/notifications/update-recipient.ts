import { eq, sql } from 'drizzle-orm';
import {
  HEALTH_RECIPIENT_OWNER_ONLY,
  type NotificationRecipientUpdate,
} from '../../../shared/schemas/notification-recipient';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { jobs } from '../../db/schema/jobs';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { forbidden, notFound } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import { adminActor } from '../audit/admin-actor';
import type { RecipientChangeBy } from './add-recipient';
import { unsentNotifyJobsOf } from './unsent-notify-jobs';
import { duplicateEmail } from './duplicate-email';
import type { RecipientRow } from './list-recipients';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';

const auditAction = (active: boolean | undefined) =>
  active === true ? 'recipient.activate' : active === false ? 'recipient.deactivate' : 'recipient.update';

/**
 * Whether the change gives health information to an address that did not get it (issue 36
 * item 3): the tick turned on, a ticked recipient's emails sent to another address, or a ticked
 * recipient turned back on. Only an owner may; anyone with the page may clear the tick.
 */
function givesHealthInformation(before: RecipientRow, changes: NotificationRecipientUpdate): boolean {
  const after = { ...before, ...changes };
  if (!after.receivesHealthInformation) return false;
  return (
    !before.receivesHealthInformation ||
    (changes.email !== undefined && changes.email !== before.email) ||
    (after.active && !before.active)
  );
}

export async function updateRecipient(
  db: Db,
  id: string,
  changes: NotificationRecipientUpdate,
  by: Pick<RecipientChangeBy, 'admin'>,
): Promise<RecipientRow> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(notificationRecipients)
        .where(eq(notificationRecipients.id, id))
        .for('update');
      if (!before) throw notFound(RECIPIENT_NOT_FOUND);
      if (by.admin.role !== 'owner' && givesHealthInformation(before, changes))
        throw forbidden(HEALTH_RECIPIENT_OWNER_ONLY);
      const [row] =
        Object.keys(changes).length === 0
          ? [before]
          : await tx
              .update(notificationRecipients)
              .set(changes)
              .where(eq(notificationRecipients.id, id))
              .returning();
      if (!row) throw notFound(RECIPIENT_NOT_FOUND);
      // Its emails not sent yet go to the new address (each reads it as it sends); Deliveries
      // lists them under it too.
      if (row.email !== before.email) {
        await tx
          .update(jobs)
          .set({ payload: sql`jsonb_set(${jobs.payload}, '{to}', to_jsonb(${row.email}::text))` })
          .where(unsentNotifyJobsOf(before));
      }
      await writeAudit(tx, {
        actor: adminActor(by.admin),
        admin: by.admin,
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
