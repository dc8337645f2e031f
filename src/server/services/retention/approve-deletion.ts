import { eq, sql } from 'drizzle-orm';
import { hasReachedRecordsSystem } from '../../../shared/retention';
import type { ApproveDeletion } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { conflict } from '../../http-errors';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';
import { findRetentionMember } from './find-retention-member';
import type { RetentionMember } from './list-retention-members';
import { assertDeletable, memberRetention } from './retention-facts';

export const NOT_DOWNLOADED =
  'This record must be marked as downloaded before it can be approved for deletion';
export const ALREADY_APPROVED = 'This record is already approved for deletion';
export const NOT_DELIVERED =
  'This record has not reached the records system. Tick that you have the data another way to approve its deletion.';

/**
 * Approval is offered only after the download and before an approval (spec §4), and only for a
 * member whose latest submission reached the records system, unless the officer ticks that they
 * hold the data another way (issue 12, item 7); the tick is kept with the approval. A record whose
 * retention period has not ended on `today`, or under a legal hold, is refused (409, decision 108).
 */
export async function approveDeletion(
  db: Db,
  memberId: string,
  input: ApproveDeletion,
  by: ActingAdmin,
  today: string,
): Promise<RetentionMember> {
  await db.transaction(async (tx) => {
    // The row lock orders this approval after a concurrent one (the second sees it approved).
    await tx.execute(sql`select 1 from ${teamMembers} where ${teamMembers.id} = ${memberId} for update`);
    const member = await findRetentionMember(tx, memberId);
    if (member.approvedForDeletion) throw conflict('already_approved', ALREADY_APPROVED);
    // The law's period first (decision 108): a record still kept is not offered for deletion.
    const [facts] = await memberRetention(tx, sql`m.id = ${memberId}`);
    const { rule } = assertDeletable(facts!, today);
    if (!member.dataDownloadedAt) throw conflict('not_downloaded', NOT_DOWNLOADED);
    const isDelivered = hasReachedRecordsSystem(member);
    if (!isDelivered && !input.hasDataElsewhere) throw conflict('not_delivered', NOT_DELIVERED);
    await tx
      .update(teamMembers)
      .set({
        approvedForDeletion: true,
        approvedBy: input.officerName,
        approvedAt: new Date(),
        approvalNotes: input.notes || null,
        approvedWithoutDelivery: !isDelivered,
      })
      .where(eq(teamMembers.id, memberId));
    // Notes are free text and may name people: the audit keeps only that there were some.
    await writeAudit(tx, {
      actor: adminActor(by, input.officerName),
      admin: by,
      action: 'retention.approve_deletion',
      target: memberId,
      details: {
        hasNotes: input.notes !== '',
        rule,
        ...(isDelivered ? {} : { withoutDelivery: true, recordsSystemStatus: member.recordsSystemStatus }),
      },
    });
  });
  return findRetentionMember(db, memberId);
}
