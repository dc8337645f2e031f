import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { writeAudit } from '../audit/write-audit';
import { forgetEmails, IN_LIST_MAX } from './forget-emails';

/**
 * Permanently deletes every member approved for deletion and everything that belongs to them,
 * in one transaction (DESIGN.md §3.12). Rows with a member id go by cascade; drafts, draft
 * files, codes and sessions are keyed by email. The approved rows are locked first, so a member
 * approved meanwhile is either wholly deleted or wholly kept. The audit entry holds only a count.
 */
export async function deleteApprovedMembers(
  db: Db,
  actor: string,
): Promise<{ count: number; submissionIds: string[] }> {
  return db.transaction(async (tx) => {
    const approved = await tx
      .select({ id: teamMembers.id, email: teamMembers.email })
      .from(teamMembers)
      .where(eq(teamMembers.approvedForDeletion, true))
      .for('update');
    await forgetEmails(
      tx,
      approved.map((m) => m.email),
    );
    const ids = approved.map((m) => m.id);
    const submissionIds: string[] = [];
    for (let i = 0; i < ids.length; i += IN_LIST_MAX) {
      const rows = await tx
        .select({ id: submissionRecords.id })
        .from(submissionRecords)
        .where(inArray(submissionRecords.memberId, ids.slice(i, i + IN_LIST_MAX)));
      submissionIds.push(...rows.map((r) => r.id));
    }
    for (let i = 0; i < ids.length; i += IN_LIST_MAX) {
      await tx.delete(teamMembers).where(inArray(teamMembers.id, ids.slice(i, i + IN_LIST_MAX)));
    }
    await writeAudit(tx, { actor, action: 'retention.delete_approved', details: { count: ids.length } });
    return { count: ids.length, submissionIds };
  });
}
