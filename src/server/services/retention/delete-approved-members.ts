import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { forgetEmails, IN_LIST_MAX } from './forget-emails';
import { forgetSubmissionJobs } from './forget-submission-jobs';

export interface DeletedMembers {
  count: number;
  submissionIds: string[];
  /** The members' addresses, and any other their submissions went out under: mail is kept by them. */
  emails: string[];
}

/**
 * Permanently deletes every member approved for deletion and everything that belongs to them,
 * in one transaction (DESIGN.md §3.12). Rows with a member id go by cascade; drafts, draft
 * files, codes and sessions are keyed by email, the jobs of their submissions by submission id.
 * The approved rows are locked first, so a member approved meanwhile is either wholly deleted or
 * wholly kept. The audit entry holds only a count. The copies outside these rows (old row
 * versions, mail and records files) are erased afterwards (erase-deleted-copies.ts).
 */
export async function deleteApprovedMembers(db: Db, by: ActingAdmin): Promise<DeletedMembers> {
  const actor = adminActor(by);
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
    const emails = new Set(approved.map((m) => m.email));
    for (let i = 0; i < ids.length; i += IN_LIST_MAX) {
      const rows = await tx
        .select({ id: submissionRecords.id, email: submissionRecords.email })
        .from(submissionRecords)
        .where(inArray(submissionRecords.memberId, ids.slice(i, i + IN_LIST_MAX)));
      submissionIds.push(...rows.map((r) => r.id));
      for (const row of rows) emails.add(row.email);
    }
    await forgetSubmissionJobs(tx, submissionIds);
    for (let i = 0; i < ids.length; i += IN_LIST_MAX) {
      await tx.delete(teamMembers).where(inArray(teamMembers.id, ids.slice(i, i + IN_LIST_MAX)));
    }
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'retention.delete_approved',
      details: { count: ids.length },
    });
    return { count: ids.length, submissionIds, emails: [...emails] };
  });
}
