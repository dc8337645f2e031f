import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';

/**
 * Audits an Excel export before its first byte leaves, with how many members it holds (every
 * member, one row each): the Audit page says '12 members exported'.
 */
export async function auditExcelExport(db: Db, by: ActingAdmin): Promise<void> {
  const [members] = await db.select({ n: count() }).from(teamMembers);
  await writeAudit(db, {
    actor: adminActor(by),
    admin: by,
    action: 'retention.download_excel',
    details: { count: members?.n ?? 0 },
  });
}
