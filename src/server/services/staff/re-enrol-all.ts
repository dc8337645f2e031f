import { isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import {
  staffEnrolments,
  staffMembers,
  staffPasskeys,
  staffRecoveryCodes,
  staffSignInChallenges,
} from '../../db/schema/staff';
import type { AppDeps } from '../../types';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { NO_ADMIN } from '../sessions/session-store';
import { issueEnrolment } from './enrolment';

/**
 * 'Require every staff member to enrol again' (issue 36 item 5), for a key rotation done because
 * the data key leaked: the old key opened every staff authenticator seed, so every factor is
 * suspect. In one transaction: every admin session ends (the owner's who asked too, and a PIN
 * session), every person's password, authenticator, passkeys, recovery codes, pending set-up links and
 * sign-in challenges are removed, and it is audited. Then each active person is emailed a new
 * set-up link (24 hours); until they use it they cannot sign in. Answers how many were sent one.
 */
export async function requireEveryoneToEnrolAgain(
  deps: Pick<AppDeps, 'cipher' | 'env' | 'jobs'>,
  db: Db,
  opts: { baseUrl: string; by: ActingAdmin },
): Promise<{ people: number; expiresAt: Date | null }> {
  const active = await db.transaction(async (tx) => {
    const people = await tx.select().from(staffMembers).where(isNull(staffMembers.deactivatedAt));
    await tx.update(sessions).set(NO_ADMIN).where(isNotNull(sessions.adminUntil));
    // The password too: its argon2 hash sat in the same database the leaked key came with.
    await tx
      .update(staffMembers)
      .set({ totpSecret: '', passwordHash: null, failedSignIns: 0, lockedAt: null, updatedAt: new Date() });
    await tx.delete(staffPasskeys);
    await tx.delete(staffRecoveryCodes);
    await tx.delete(staffEnrolments);
    await tx.delete(staffSignInChallenges);
    await writeAudit(tx, {
      actor: adminActor(opts.by),
      admin: opts.by,
      action: 'staff.re_enrol_all',
      target: null,
      details: { people: people.length },
    });
    return people;
  });
  let expiresAt: Date | null = null;
  for (const person of active) {
    const link = await issueEnrolment(deps, db, person, { baseUrl: opts.baseUrl, mail: true });
    expiresAt = link.expiresAt;
  }
  deps.jobs.wake();
  return { people: active.length, expiresAt };
}
