import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { NewStaff, Staff, StaffRole } from '../../../shared/schemas/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { sessions } from '../../db/schema/sessions';
import { staffMembers, staffPasskeys, type StaffRow } from '../../db/schema/staff';
import { conflict, notFound } from '../../http-errors';
import { NO_ADMIN } from '../sessions/session-store';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { retirePin } from './pin-retirement';

export const STAFF_NOT_FOUND = 'Staff member not found';
export const STAFF_EMAIL_TAKEN = 'A staff member with this email already exists';
export const LAST_OWNER = 'There must always be at least one active owner.';

export async function findActiveStaff(db: Db, id: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.id, id), isNull(staffMembers.deactivatedAt)));
  return row ?? null;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, email.trim().toLowerCase()));
  return row ?? null;
}

export async function listStaff(db: Db): Promise<Staff[]> {
  const [rows, keys] = await Promise.all([
    db.select().from(staffMembers).orderBy(staffMembers.createdAt),
    db.select({ staffId: staffPasskeys.staffId }).from(staffPasskeys),
  ]);
  return rows.map((r) => staffView(r, keys.filter((k) => k.staffId === r.id).length));
}

export const staffView = (r: StaffRow, passkeys = 0): Staff => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role as StaffRole,
  enrolled: r.enrolledAt !== null,
  active: r.deactivatedAt === null,
  factors: { totp: r.totpSecret !== '', passkeys, password: r.passwordHash !== null },
  locked: r.lockedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export async function addStaff(db: Db, input: NewStaff, by: ActingAdmin): Promise<StaffRow> {
  const actor = adminActor(by);
  try {
    const [row] = await db.insert(staffMembers).values(input).returning();
    await writeAudit(db, {
      actor,
      admin: by,
      action: 'staff.add',
      target: row!.id,
      details: { role: input.role, person: row!.id },
    });
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('staff_exists', STAFF_EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Other active owners than `id` who can sign in (an enrolled factor): the last one cannot be
 * demoted or deactivated. An owner whose link is still unused does not count: the link may
 * expire unused, and the PIN stays retired (pin-retirement.ts), so nobody could act as owner.
 * Changes of owners take turns (a transaction-wide lock), so two owners demoting each other at
 * once cannot both pass.
 */
async function otherOwners(db: Db, id: string): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('staff:owners'))`);
  const [row] = await db
    .select({ n: count() })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, 'owner'),
        isNull(staffMembers.deactivatedAt),
        isNotNull(staffMembers.enrolledAt),
        ne(staffMembers.id, id),
      ),
    );
  return row?.n ?? 0;
}

async function activeStaffOrThrow(db: Db, id: string): Promise<StaffRow> {
  const row = await findActiveStaff(db, id);
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** A new role applies at once, to the sessions the person has open too. */
export async function changeStaffRole(
  db: Db,
  id: string,
  role: StaffRole,
  by: ActingAdmin,
): Promise<StaffRow> {
  const actor = adminActor(by);
  return db.transaction(async (tx) => {
    const row = await activeStaffOrThrow(tx, id);
    if (row.role === 'owner' && role !== 'owner' && (await otherOwners(tx, id)) === 0)
      throw conflict('last_owner', LAST_OWNER);
    const [updated] = await tx
      .update(staffMembers)
      .set({ role, updatedAt: new Date() })
      .where(eq(staffMembers.id, id))
      .returning();
    await tx.update(sessions).set({ staffRole: role }).where(eq(sessions.staffId, id));
    if (role === 'owner' && updated!.enrolledAt) await retirePin(tx);
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'staff.role',
      target: id,
      details: { from: row.role, to: role },
    });
    return updated!;
  });
}

/** Ends the person's access: their sessions lose the admin grant, their links and factors stop working. */
export async function deactivateStaff(db: Db, id: string, by: ActingAdmin): Promise<StaffRow> {
  const actor = adminActor(by);
  return db.transaction(async (tx) => {
    const row = await activeStaffOrThrow(tx, id);
    if (row.role === 'owner' && (await otherOwners(tx, id)) === 0) throw conflict('last_owner', LAST_OWNER);
    const [updated] = await tx
      .update(staffMembers)
      .set({ deactivatedAt: new Date(), updatedAt: new Date() })
      .where(eq(staffMembers.id, id))
      .returning();
    await tx.update(sessions).set(NO_ADMIN).where(eq(sessions.staffId, id));
    await writeAudit(tx, { actor, admin: by, action: 'staff.deactivate', target: id });
    return updated!;
  });
}

export const NOT_LOCKED = 'This account is not locked.';

/**
 * An owner opens a locked account (decision 037): its wrong sign-ins in a row start again from
 * none. The owner is expected to have spoken to the person first; the person's factors stay.
 */
export async function unlockStaff(db: Db, id: string, by: ActingAdmin): Promise<StaffRow> {
  const actor = adminActor(by);
  return db.transaction(async (tx) => {
    await activeStaffOrThrow(tx, id);
    const [updated] = await tx
      .update(staffMembers)
      .set({ lockedAt: null, failedSignIns: 0, updatedAt: new Date() })
      .where(and(eq(staffMembers.id, id), isNotNull(staffMembers.lockedAt)))
      .returning();
    if (!updated) throw conflict('not_locked', NOT_LOCKED);
    await writeAudit(tx, { actor, admin: by, action: 'staff.unlock', target: id, details: { person: id } });
    return updated;
  });
}
