import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, type StaffRow } from '../../db/schema/staff';
import type { Env } from '../../env';
import type { Cipher } from '../crypto/cipher';
import { writeAudit } from '../audit/write-audit';
import { issueEnrolment } from './enrolment';
import { findStaffByEmail } from './staff-members';

/**
 * `npm run admin:recover`: a fresh enrolment link for an owner who lost every factor (decision
 * 029). Whoever has shell access to the server controls it anyway; this is their way back in. The
 * person is made an active owner (added when new); the link is printed, not emailed, and their
 * factors are replaced when they use it.
 */
export async function recoverOwner(
  deps: { cipher: Cipher; env: Env },
  db: Db,
  input: { email: string; name?: string },
): Promise<{ url: string; expiresAt: Date; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  let staff: StaffRow | null | undefined = await findStaffByEmail(db, email);
  const created = !staff;
  if (!staff) {
    [staff] = await db
      .insert(staffMembers)
      .values({ email, name: input.name?.trim() || 'Owner', role: 'owner' })
      .returning();
  } else if (staff.role !== 'owner' || staff.deactivatedAt) {
    [staff] = await db
      .update(staffMembers)
      .set({ role: 'owner', deactivatedAt: null, updatedAt: new Date() })
      .where(eq(staffMembers.id, staff.id))
      .returning();
  }
  const baseUrl = deps.env.PUBLIC_URL ?? `http://localhost:${deps.env.PORT}`;
  const link = await issueEnrolment(deps, db, staff!, { baseUrl, mail: false });
  await writeAudit(db, { actor: 'admin:recover (server shell)', action: 'staff.recover', target: staff!.id });
  return { url: link.url, expiresAt: link.expiresAt, created };
}
