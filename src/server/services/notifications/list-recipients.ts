import { asc } from 'drizzle-orm';
import type { ListedRecipient, OfferedStaff } from '../../../shared/answers/notification-recipient';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Db } from '../../db/client';
import { notificationRecipients } from '../../db/schema/notification-recipients';
import { staffMembers } from '../../db/schema/staff';

export type RecipientRow = typeof notificationRecipients.$inferSelect;

/**
 * The staff roles offered as recipients (issue 35 item 4): the people who review applications.
 * Payroll is told when HR approves one ('ready for payroll'), so it is not offered every
 * submission's PDF; an admin may still add a payroll person by typing their email.
 */
export const OFFERED_ROLES = ['owner', 'hr'] as const satisfies readonly StaffRole[];

export interface RecipientList {
  recipients: (RecipientRow & Pick<ListedRecipient, 'staff'>)[];
  counts: { total: number; active: number; inactive: number; receiving: number };
  staffToAdd: OfferedStaff[];
}

/**
 * Every recipient, with the staff account that has its email (its role, whether deactivated);
 * the counts, `receiving` being the ones a submission reaches now (active, and not a deactivated
 * staff account); and the active owners and HR staff who are not recipients yet.
 */
export async function listRecipients(db: Db): Promise<RecipientList> {
  const [rows, staff] = await Promise.all([
    db
      .select()
      .from(notificationRecipients)
      .orderBy(asc(notificationRecipients.createdAt), asc(notificationRecipients.name)),
    db.select().from(staffMembers).orderBy(asc(staffMembers.createdAt), asc(staffMembers.name)),
  ]);
  const byEmail = new Map(staff.map((s) => [s.email, s]));
  const recipients = rows.map((r) => {
    const person = byEmail.get(r.email);
    return {
      ...r,
      staff: person
        ? { name: person.name, role: person.role as StaffRole, active: person.deactivatedAt === null }
        : null,
    };
  });
  const emails = new Set(rows.map((r) => r.email));
  const staffToAdd = staff
    .filter(
      (s) =>
        s.deactivatedAt === null &&
        (OFFERED_ROLES as readonly string[]).includes(s.role) &&
        !emails.has(s.email),
    )
    .map((s) => ({ id: s.id, name: s.name, email: s.email, role: s.role as StaffRole }));
  const active = recipients.filter((r) => r.active).length;
  const receiving = recipients.filter((r) => r.active && r.staff?.active !== false).length;
  return {
    recipients,
    counts: { total: recipients.length, active, inactive: recipients.length - active, receiving },
    staffToAdd,
  };
}
