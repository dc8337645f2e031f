import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { writeAudit } from '../audit/write-audit';

/**
 * A new submission replaces the data a deletion approval was given for: the approval (and the
 * officer's tick) covered what the records system held then (issue 12, item 7), so it is
 * withdrawn and the record waits for a new approval. Audited with the member id only.
 */
export async function withdrawApproval(tx: Db, memberId: string, submissionId: string) {
  const withdrawn = await tx
    .update(teamMembers)
    .set({
      approvedForDeletion: false,
      approvedBy: null,
      approvedAt: null,
      approvalNotes: null,
      approvedWithoutDelivery: false,
    })
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.approvedForDeletion, true)))
    .returning({ id: teamMembers.id });
  if (withdrawn.length === 0) return;
  await writeAudit(tx, {
    actor: 'system',
    action: 'retention.approval_withdrawn',
    target: memberId,
    details: { reason: 'resubmitted', submissionId },
  });
}
