import type { AuditAction } from '../../../shared/audit-actions';
import type { StaffRole } from '../../../shared/staff-roles';
import type { StaffRow } from '../../db/schema/staff';
import type { AppDeps } from '../../types';
import { findActiveStaff } from '../staff/staff-members';
import { writeAudit } from './write-audit';

/** One audit row per person and thing (a route, a file, an application) per minute. */
export const AUDIT_THROTTLE_MS = 60_000;
/** Keys remembered at most; the oldest is forgotten first (each key is a real staff id's). */
const MAX_KEYS = 10_000;

/**
 * Caps the rows a repeated action writes (issue 36 item 15): a script refused a thousand times a
 * minute, or a page re-reading the same medical answers, writes one row a minute per person and
 * thing, and the next row says how many were folded into it (`repeats`). Kept in this instance's
 * memory: with several instances each writes its own row, so at most one per instance a minute.
 * A key is only ever made from a signed-in, active staff member's id, so nobody can grow the map
 * with made-up keys, and it is bounded all the same.
 */
export class AuditThrottle {
  private readonly last = new Map<string, { at: number; folded: number }>();
  constructor(private readonly clock: () => Date) {}

  /** Null: a row for `key` was written within the minute (this one is counted for the next row). */
  admit(key: string): { repeats: number } | null {
    const now = this.clock().getTime();
    const seen = this.last.get(key);
    if (seen && now - seen.at < AUDIT_THROTTLE_MS) {
      seen.folded++;
      return null;
    }
    this.last.delete(key);
    this.last.set(key, { at: now, folded: 0 });
    if (this.last.size > MAX_KEYS) {
      const oldest = this.last.keys().next();
      if (!oldest.done) this.last.delete(oldest.value);
    }
    return { repeats: seen?.folded ?? 0 };
  }
}

const throttles = new WeakMap<object, AuditThrottle>();
const throttleOf = (deps: Pick<AppDeps, 'clock'>) => {
  let throttle = throttles.get(deps);
  if (!throttle) throttles.set(deps, (throttle = new AuditThrottle(deps.clock)));
  return throttle;
};

/** The signed-in person a request's session is, as the route or the access check read it. */
export interface SessionStaff {
  /** The session's staff member; null for a session that is not a staff member's. */
  staffId: string | null;
  /** That person's row when the request already loaded it (an admin route's access check). */
  staff: StaffRow | null;
  role: StaffRole;
  sessionId: string | undefined;
  ip: string;
}

export interface StaffAuditEntry {
  action: AuditAction;
  /** What the throttle counts by, with the person: the route, the file, the application. */
  thing: string;
  target?: string | null;
  details?: Record<string, unknown>;
}

/**
 * An audit row naming the signed-in staff member (their name and email, staff id, role, session)
 * of a request that is not an admin action: a refusal by the access check, a read of the medical
 * answers or their PDF (on the employee's file route too). Nothing for a session that is not an active staff member's (the PIN's
 * acts as an owner and is refused nothing). Throttled as above.
 */
export async function writeAuditOfStaff(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  who: SessionStaff,
  entry: StaffAuditEntry,
): Promise<void> {
  const { staffId, role } = who;
  if (!staffId) return;
  const staff = who.staff ?? (await findActiveStaff(deps.database.db, staffId));
  if (!staff) return;
  const admitted = throttleOf(deps).admit(`${entry.action}|${staff.id}|${entry.thing}`);
  if (!admitted) return;
  await writeAudit(deps.database.db, {
    actor: `${staff.name} <${staff.email}>`,
    action: entry.action,
    target: entry.target ?? null,
    ip: who.ip,
    details: {
      staffId: staff.id,
      role,
      sessionId: who.sessionId,
      ...entry.details,
      ...(admitted.repeats > 0 ? { repeats: admitted.repeats } : {}),
    },
  });
}
