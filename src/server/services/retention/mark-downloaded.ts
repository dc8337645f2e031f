import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { conflict } from '../../http-errors';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';
import { findRetentionMember } from './find-retention-member';
import type { RetentionMember } from './list-retention-members';

export const ALREADY_DOWNLOADED = 'This record has already been marked as downloaded';

/**
 * The officer confirms the member's data is in the external records system. Offered only
 * before a download (spec §4); the conditional update makes a double click answer 409.
 * `updatedAt` is left alone: it dates the employee's own changes (task status).
 */
export async function markDownloaded(
  db: Db,
  memberId: string,
  officerName: string,
  by: ActingAdmin,
): Promise<RetentionMember> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(teamMembers)
      .set({ dataDownloadedBy: officerName, dataDownloadedAt: new Date() })
      .where(and(eq(teamMembers.id, memberId), isNull(teamMembers.dataDownloadedAt)))
      .returning({ id: teamMembers.id });
    if (updated.length === 0) {
      await findRetentionMember(tx, memberId);
      throw conflict('already_downloaded', ALREADY_DOWNLOADED);
    }
    await writeAudit(tx, {
      actor: adminActor(by, officerName),
      admin: by,
      action: 'retention.mark_downloaded',
      target: memberId,
    });
  });
  return findRetentionMember(db, memberId);
}
