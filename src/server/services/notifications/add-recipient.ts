import {
  HEALTH_RECIPIENT_OWNER_ONLY,
  type NotificationRecipient,
} from '../../../shared/schemas/notification-recipient';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { forbidden } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { queueOwnerNotice } from '../staff/owner-notice';
import { duplicateEmail } from './duplicate-email';
import type { RecipientRow } from './list-recipients';

export interface RecipientChangeBy {
  /** The admin acting: only an owner gives health information (issue 36 item 3). */
  admin: ActingAdmin;
  /** Tries of the owners' notice email (JOB_MAX_ATTEMPTS). */
  maxAttempts: number;
}

/**
 * Adds a recipient; the email (lower-cased by the schema) is unique, so a repeat answers 409. A
 * recipient with health information is an owner's to add (403 for HR); one HR adds is told to
 * every owner by email, queued in the same transaction.
 */
export async function addRecipient(
  db: Db,
  input: NotificationRecipient,
  by: RecipientChangeBy,
): Promise<RecipientRow> {
  if (input.receivesHealthInformation && by.admin.role !== 'owner')
    throw forbidden(HEALTH_RECIPIENT_OWNER_ONLY);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationRecipients)
      .values(input)
      .onConflictDoNothing({ target: notificationRecipients.email })
      .returning();
    if (!row) throw duplicateEmail();
    const ownersTold = await queueOwnerNotice(
      tx,
      { event: 'recipient-added', recipientName: row.name, recipientEmail: row.email },
      by.admin,
      by.maxAttempts,
    );
    await writeAudit(tx, {
      actor: adminActor(by.admin),
      admin: by.admin,
      action: 'recipient.add',
      target: row.id,
      details: {
        active: row.active,
        receivesHealthInformation: row.receivesHealthInformation,
        ...(ownersTold > 0 ? { ownersTold } : {}),
      },
    });
    return row;
  });
}
