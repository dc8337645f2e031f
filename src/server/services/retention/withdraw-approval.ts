import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { conflict } from '../../http-errors';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';
import { findRetentionMember } from './find-retention-member';
import type { RetentionMember } from './list-retention-members';

export const NOT_APPROVED = 'This record is not approved for deletion';

/** Clears an approval and the officer's tick; false when the member was not approved. */
async function clearApproval(tx: Db, memberId: string): Promise<boolean> {
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
  return withdrawn.length > 0;
}

/**
 * A new submission replaces the data a deletion approval was given for: the approval (and the
 * officer's tick) covered what the records system held then (issue 12, item 7), so it is
 * withdrawn and the record waits for a new approval. Audited with the member id only.
 */
export async function withdrawApproval(tx: Db, memberId: string, submissionId: string) {
  if (!(await clearApproval(tx, memberId))) return;
  await writeAudit(tx, {
    actor: 'system',
    action: 'retention.approval_withdrawn',
    target: memberId,
    details: { reason: 'resubmitted', submissionId },
  });
}

/**
 * A resubmission is new data HR has not downloaded: the member goes back to 'Pending Download'
 * (HR had downloaded the old data and would otherwise delete the new). 'Last Updated' dates the
 * resubmission from its record (excel/member-columns.ts). The reset is audited with the member id
 * only, as the system's act.
 */
export async function awaitDownloadAgain(tx: Db, memberId: string, submissionId: string) {
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

/**
 * An officer takes an approval back (issue 23, item 13): possible until the bulk delete runs.
 * The row lock orders it against the bulk delete, which locks the approved rows first: either the
 * delete ran (the member is gone: 404) or it sees the member no longer approved and keeps it.
 * Audited with the staff member acting (decision 029).
 */
export async function withdrawApprovalByStaff(
  db: Db,
  memberId: string,
  by: ActingAdmin,
): Promise<RetentionMember> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${teamMembers} where ${teamMembers.id} = ${memberId} for update`);
    await findRetentionMember(tx, memberId);
    if (!(await clearApproval(tx, memberId))) throw conflict('not_approved', NOT_APPROVED);
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'retention.approval_withdrawn',
      target: memberId,
      // memberId: the owner's audit page shows the member (list-audit.ts).
      details: { reason: 'withdrawn-by-staff', memberId },
    });
  });
  return findRetentionMember(db, memberId);
}
