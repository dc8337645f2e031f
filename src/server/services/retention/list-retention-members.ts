import { desc, eq, sql } from 'drizzle-orm';
import type { RetentionCounts, RetentionMember as SharedRetentionMember } from '../../../shared/retention';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { teamMembers } from '../../db/schema/team-members';

export type RetentionMember = SharedRetentionMember<Date>;

/** Spec §4: Pending Download, then Data Downloaded, then Approved for Deletion. */
export function retentionStatus(m: { dataDownloadedAt: Date | null; approvedForDeletion: boolean }) {
  if (m.approvedForDeletion) return 'Approved for Deletion' as const;
  return m.dataDownloadedAt ? ('Data Downloaded' as const) : ('Pending Download' as const);
}

/** Members as the data-retention page lists them, newest first; one member when `memberId` is given. */
export async function listRetentionMembers(db: Db, memberId?: string): Promise<RetentionMember[]> {
  const latest = db
    .selectDistinctOn([submissionRecords.memberId], {
      memberId: submissionRecords.memberId,
      submissionId: sql<string>`${submissionRecords.id}`.as('submission_id'),
      status: submissionRecords.recordsSystemStatus,
      error: submissionRecords.recordsSystemError,
      deliveredAt: submissionRecords.deliveredAt,
    })
    .from(submissionRecords)
    .orderBy(submissionRecords.memberId, desc(submissionRecords.createdAt))
    .as('latest');
  const rows = await db
    .select({
      id: teamMembers.id,
      fullName: teamMembers.fullName,
      email: teamMembers.email,
      createdAt: teamMembers.createdAt,
      dataDownloadedBy: teamMembers.dataDownloadedBy,
      dataDownloadedAt: teamMembers.dataDownloadedAt,
      approvedForDeletion: teamMembers.approvedForDeletion,
      approvedBy: teamMembers.approvedBy,
      approvedAt: teamMembers.approvedAt,
      approvalNotes: teamMembers.approvalNotes,
      submissionId: latest.submissionId,
      recordsSystemStatus: latest.status,
      recordsSystemError: latest.error,
      fundChoice: superfundChoices.fundChoice,
      recordsSystemDeliveredAt: latest.deliveredAt,
    })
    .from(teamMembers)
    .leftJoin(latest, eq(latest.memberId, teamMembers.id))
    .leftJoin(superfundChoices, eq(superfundChoices.memberId, teamMembers.id))
    .where(memberId ? eq(teamMembers.id, memberId) : undefined)
    .orderBy(desc(teamMembers.createdAt), teamMembers.id);
  return rows.map(({ fundChoice, ...row }) => ({
    ...row,
    status: retentionStatus(row),
    isStapledSuper: fundChoice === 'stapled',
  }));
}

export function countRetention(members: RetentionMember[]): RetentionCounts {
  const counts: RetentionCounts = {
    pendingDownload: 0,
    downloaded: 0,
    approvedForDeletion: 0,
    failedDeliveries: 0,
  };
  for (const m of members) {
    if (m.recordsSystemStatus === 'failed') counts.failedDeliveries++;
    if (m.status === 'Approved for Deletion') counts.approvedForDeletion++;
    else if (m.status === 'Data Downloaded') counts.downloaded++;
    else counts.pendingDownload++;
  }
  return counts;
}
