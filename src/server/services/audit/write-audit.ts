import { and, count, eq, gt, sql } from 'drizzle-orm';
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

/** Rows of `action` in the last `sinceMs`; with `network`, only those whose `details.network` it is. */
export async function countRecentAudit(
  db: Db,
  action: string,
  sinceMs: number,
  network?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        gt(auditLog.createdAt, new Date(Date.now() - sinceMs)),
        network ? sql`${auditLog.details}->>'network' = ${network}` : undefined,
      ),
    );
  return row?.n ?? 0;
}
