import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { MySession } from '../../../shared/answers/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { sessions } from '../../db/schema/sessions';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';
import { ADMIN_IDLE_MS, type SessionRow } from './session-store';

/** The audit row that records where a staff sign-in came from (the sessions table keeps no IP). */
export const SESSION_STARTED = 'staff.session_started';

/**
 * A sign-in's id as its person sees it: derived from the session's key, so neither the cookie's
 * token nor the key the audit rows name is shown.
 */
export const publicSessionId = (sessionId: string) =>
  crypto.createHash('sha256').update(`my-session:${sessionId}`).digest('base64url').slice(0, 22);

/** The person's live admin sessions (not expired, not idle past 30 minutes), newest first. */
async function liveSessionsOf(db: Db, staffId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.staffId, staffId),
        gt(sessions.adminUntil, now),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - ADMIN_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.createdAt));
}

/** Each of the person's sign-ins: when, last active, until when, and from where. */
export async function listMySessions(db: Db, staffId: string, currentId: string): Promise<MySession[]> {
  const now = new Date();
  const rows = await liveSessionsOf(db, staffId, now);
  if (rows.length === 0) return [];
  const origins = await db
    .select({
      sessionId: sql<string>`${auditLog.details}->>'sessionId'`,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, SESSION_STARTED),
        eq(auditLog.target, staffId),
        inArray(
          sql`${auditLog.details}->>'sessionId'`,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.map((row) => {
    const origin = origins.find((o) => o.sessionId === row.id);
    const browser = origin?.details.browser;
    return {
      id: publicSessionId(row.id),
      current: row.id === currentId,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastSeenAt.toISOString(),
      endsAt: row.adminUntil!.toISOString(),
      ip: origin?.ip ?? null,
      browser: typeof browser === 'string' ? browser : null,
    };
  });
}

/**
 * Ends the person's own sessions: the one of `publicId`, or (null) every one but the current.
 * Deleting the row ends it on every instance (the sessions triggers notify each cache).
 * Answers how many ended, and whether the current one did; another person's session is never found.
 */
export async function endMySessions(
  db: Db,
  staffId: string,
  currentId: string,
  publicId: string | null,
  by: ActingAdmin,
): Promise<{ ended: number; current: boolean }> {
  const rows = await liveSessionsOf(db, staffId, new Date());
  const doomed = rows.filter((r) =>
    publicId === null ? r.id !== currentId : publicSessionId(r.id) === publicId,
  );
  const current = doomed.some((r) => r.id === currentId);
  if (doomed.length === 0) return { ended: 0, current };
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(
      and(
        eq(sessions.staffId, staffId),
        inArray(
          sessions.id,
          doomed.map((r) => r.id),
        ),
      ),
    );
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'staff.session_ended',
      target: staffId,
      details: { ended: doomed.length, which: publicId === null ? 'every other' : 'one', current },
    });
  });
  return { ended: doomed.length, current };
}
