import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/audit-actions';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import type { ActingAdmin } from './acting-admin';

export interface AuditEntry {
  actor: string;
  /** A code of shared/audit-actions.ts, which gives it its words. */
  action: AuditAction;
  target?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
  /** The admin acting, when an admin route asked for this row: named by staff id, session and role. */
  admin?: ActingAdmin | null;
}

/**
 * Writes one audit row. Of an admin's action (the entry's `admin`), the row names the staff
 * member, their session and IP (decision 029) unless the entry says otherwise.
 */
export async function writeAudit(db: Db, { admin, ...entry }: AuditEntry) {
  const details = admin
    ? { staffId: admin.staffId, sessionId: admin.sessionId, role: admin.role, ...entry.details }
    : (entry.details ?? {});
  await db.insert(auditLog).values({ ...entry, ip: entry.ip ?? admin?.ip ?? null, details });
}

/** Rows of `action` in the last `sinceMs`; with `network`, only those whose `details.network` it is. */
export async function countRecentAudit(
  db: Db,
  action: AuditAction,
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
