import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';

export interface AuditEntry {
  actor: string;
  action: string;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

export async function countRecentAudit(
  db: Db,
  action: string,
  sinceMs: number,
  ip?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        gt(auditLog.createdAt, new Date(Date.now() - sinceMs)),
        ip ? eq(auditLog.ip, ip) : undefined,
      ),
    );
  return row?.n ?? 0;
}
