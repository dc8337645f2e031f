import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';

/**
 * Audits an Excel export before its first byte leaves, with how many members it holds (every
 * member, one row each): the Audit page says '12 members exported'.
 */
export async function auditExcelExport(db: Db, ip: string): Promise<void> {
  const [members] = await db.select({ n: count() }).from(teamMembers);
  await writeAudit(db, {
    actor: adminActor(),
    action: 'retention.download_excel',
    ip,
    details: { count: members?.n ?? 0 },
  });
}
