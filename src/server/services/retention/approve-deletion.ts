import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { conflict } from '../../http-errors';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { findRetentionMember } from './find-retention-member';
import type { RetentionMember } from './list-retention-members';

export const NOT_DOWNLOADED =
  'This record must be marked as downloaded before it can be approved for deletion';
export const ALREADY_APPROVED = 'This record is already approved for deletion';

/** Approval is offered only after the download and before an approval (spec §4). */
export async function approveDeletion(
  db: Db,
  memberId: string,
  input: { officerName: string; notes: string },
): Promise<RetentionMember> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(teamMembers)
      .set({
        approvedForDeletion: true,
        approvedBy: input.officerName,
        approvedAt: new Date(),
        approvalNotes: input.notes || null,
      })
      .where(
        and(
          eq(teamMembers.id, memberId),
          isNotNull(teamMembers.dataDownloadedAt),
          eq(teamMembers.approvedForDeletion, false),
        ),
      )
      .returning({ id: teamMembers.id });
    if (updated.length === 0) {
      const member = await findRetentionMember(tx, memberId);
      throw member.approvedForDeletion
        ? conflict('already_approved', ALREADY_APPROVED)
        : conflict('not_downloaded', NOT_DOWNLOADED);
    }
    // Notes are free text and may name people: the audit keeps only that there were some.
    await writeAudit(tx, {
      actor: adminActor(input.officerName),
      action: 'retention.approve_deletion',
      target: memberId,
      details: { hasNotes: input.notes !== '' },
    });
  });
  return findRetentionMember(db, memberId);
}
