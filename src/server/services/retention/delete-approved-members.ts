import { eq, inArray, sql } from 'drizzle-orm';
import type { RetentionRuleId } from '../../../shared/retention-rules';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { forgetEmails, IN_LIST_MAX } from './forget-emails';
import { forgetSubmissionJobs } from './forget-submission-jobs';
import { assertDeletable, memberRetention } from './retention-facts';

export interface DeletedMembers {
  count: number;
  submissionIds: string[];
  /** The members' addresses, and any other their submissions went out under: mail is kept by them. */
  emails: string[];
}

/**
 * Permanently deletes every member approved for deletion and everything that belongs to them,
 * in one transaction (DESIGN.md §3.12). The approved rows are locked first, so a member approved
 * meanwhile is either wholly deleted or wholly kept. A member whose retention period has not
 * ended on `today`, or who is under a legal hold, refuses the whole delete (409, naming the
 * member, the rule and the date: decision 108). The audit entry holds a count per rule. The copies
 * outside these rows (old row versions, mail and records files) are erased afterwards
 * (erase-deleted-copies.ts).
 */
export async function deleteApprovedMembers(db: Db, by: ActingAdmin, today: string): Promise<DeletedMembers> {
  const actor = adminActor(by);
  return db.transaction(async (tx) => {
    const approved = await tx
      .select({ id: teamMembers.id, email: teamMembers.email })
      .from(teamMembers)
      .where(eq(teamMembers.approvedForDeletion, true))
      .for('update');
    const rules: Partial<Record<RetentionRuleId, number>> = {};
    for (const row of await memberRetention(tx, sql`m.approved_for_deletion`)) {
      const { rule } = assertDeletable(row, today, true);
      rules[rule] = (rules[rule] ?? 0) + 1;
    }
    const deleted = await deleteMembers(tx, approved);
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'retention.delete_approved',
      details: { count: deleted.count, rules },
    });
    return deleted;
  });
}

/**
 * Deletes these members and everything that belongs to them, inside the caller's transaction.
 * Rows with a member id go by cascade; drafts, draft files, codes, sessions and HR's application
 * are keyed by email, the jobs of their submissions by submission id.
 */
export async function deleteMembers(
  tx: Db,
  members: { id: string; email: string }[],
): Promise<DeletedMembers> {
  await forgetEmails(
    tx,
    members.map((m) => m.email),
  );
  const ids = members.map((m) => m.id);
  const submissionIds: string[] = [];
  const emails = new Set(members.map((m) => m.email));
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
  return { count: ids.length, submissionIds, emails: [...emails] };
}
