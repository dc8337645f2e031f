import { and, eq, isNotNull, sql } from 'drizzle-orm';
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

/**
 * A resubmission is new data HR has not downloaded: the member goes back to 'Pending Download'
 * (HR had downloaded the old data and would otherwise delete the new), and 'Last Updated' dates
 * the resubmission. The reset is audited with the member id only, as the system's act.
 */
export async function awaitDownloadAgain(tx: Db, memberId: string, submissionId: string) {
  // now(): the transaction's start, the submission record's own created_at. A later moment would
  // date the personal information after the submission and ask for another (get-status.ts).
  await tx
    .update(teamMembers)
    .set({ updatedAt: sql`now()` })
    .where(eq(teamMembers.id, memberId));
  const reset = await tx
    .update(teamMembers)
    .set({ dataDownloadedBy: null, dataDownloadedAt: null })
    .where(and(eq(teamMembers.id, memberId), isNotNull(teamMembers.dataDownloadedAt)))
    .returning({ id: teamMembers.id });
  if (reset.length === 0) return;
  await writeAudit(tx, {
    actor: 'system',
    action: 'retention.download_reset',
    target: memberId,
    details: { reason: 'resubmitted', submissionId },
  });
}
