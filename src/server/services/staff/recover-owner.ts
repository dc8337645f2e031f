import os from 'node:os';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { staffMembers, type StaffRow } from '../../db/schema/staff';
import type { Env } from '../../env';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { isOneLine } from '../../../shared/schemas/fields';
import type { Cipher } from '../crypto/cipher';
import { writeAudit } from '../audit/write-audit';
import { NO_ADMIN } from '../sessions/session-store';
import { issueEnrolment } from './enrolment';
import { OWNER_RECOVERED_JOB, type OwnerRecoveredJob } from './recover-owner-jobs';
import { findStaffByEmail } from './staff-members';

/** Who ran the command: the server's host name and the operating-system user (issue 36 item 8). */
export interface Operator {
  host: string;
  osUser: string;
}

export const thisOperator = (): Operator => {
  let osUser = process.env.USER ?? process.env.USERNAME ?? 'unknown';
  try {
    osUser = os.userInfo().username;
  } catch {
    // No passwd entry for the uid (some containers): the environment's name, if any.
  }
  return { host: os.hostname(), osUser };
};

export const RECOVER_NAME_REFUSED = 'The name must be one line, without hidden characters.';

/**
 * `npm run admin:recover`: a fresh enrolment link for an owner who lost every factor (decision
 * 029). Whoever has shell access to the server controls it anyway; this is their way back in. The
 * person is made an active owner (added when new); the link is printed, not emailed, and their
 * factors are replaced when they use it. Never silently (issue 36 item 8): any session the person
 * has open ends, every active owner is emailed (durable jobs), and the audit names the server's
 * host and the operating-system user who ran it.
 */
export async function recoverOwner(
  deps: { cipher: Cipher; env: Env },
  db: Db,
  input: { email: string; name?: string },
  operator: Operator = thisOperator(),
): Promise<{ url: string; expiresAt: Date; created: boolean; notified: string[] }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() || 'Owner';
  if (!isOneLine(name) || name.length > 100) throw new Error(RECOVER_NAME_REFUSED);
  const baseUrl = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  return db.transaction(async (tx) => {
    const before: StaffRow | null = await findStaffByEmail(tx, email);
    let staff: StaffRow | null | undefined = before;
    if (!staff) {
      [staff] = await tx.insert(staffMembers).values({ email, name, role: 'owner' }).returning();
    } else if (staff.role !== 'owner' || staff.deactivatedAt) {
      [staff] = await tx
        .update(staffMembers)
        .set({ role: 'owner', deactivatedAt: null, updatedAt: new Date() })
        .where(eq(staffMembers.id, staff.id))
        .returning();
    }
    const person = staff!;
    // Whatever the person had open was signed in before: they sign in again after the link.
    await tx.update(sessions).set(NO_ADMIN).where(eq(sessions.staffId, person.id));
    const link = await issueEnrolment(deps, tx, person, { baseUrl, mail: false });
    const at = new Date().toISOString();
    const owners = await tx
      .select()
      .from(staffMembers)
      .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.deactivatedAt)));
    const from = before ? (before.deactivatedAt ? `${before.role} (deactivated)` : before.role) : null;
    await enqueueJobs(
      tx,
      owners.map((owner) => {
        const job: OwnerRecoveredJob = {
          to: owner.email,
          name: owner.name,
          person: `${person.name} <${person.email}>`,
          from: before?.role ?? null,
          ...operator,
          at,
        };
        return { kind: OWNER_RECOVERED_JOB, payload: { ...job } };
      }),
      deps.env.JOB_MAX_ATTEMPTS,
    );
    await writeAudit(tx, {
      actor: `admin:recover (${operator.osUser}@${operator.host})`,
      action: 'staff.recover',
      target: person.id,
      details: { person: person.id, from, to: 'owner', ...operator, notified: owners.length },
    });
    return {
      url: link.url,
      expiresAt: link.expiresAt,
      created: !before,
      notified: owners.map((o) => o.email),
    };
  });
}
