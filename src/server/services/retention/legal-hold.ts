import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { conflict } from '../../http-errors';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';
import { findRetentionMember } from './find-retention-member';
import type { RetentionMember } from './list-retention-members';

export const ALREADY_ON_HOLD = 'This record is already under a legal hold';
export const NOT_ON_HOLD = 'This record is not under a legal hold';

/**
 * The owner places a legal hold (decision 108): nothing deletes the record while it lasts, the
 * daily purge included. A deletion approval given before is withdrawn with it (the bulk delete
 * would refuse it anyway). The reason stays on the record; the audit says only that there was one,
 * as it does for approval notes (free text may name people).
 */
export async function placeLegalHold(
  db: Db,
  memberId: string,
  reason: string,
  by: ActingAdmin,
): Promise<RetentionMember> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${teamMembers} where ${teamMembers.id} = ${memberId} for update`);
    await findRetentionMember(tx, memberId);
    const placed = await tx
      .update(teamMembers)
      .set({
        legalHoldReason: reason,
        legalHoldBy: by.staffName ?? 'admin',
        legalHoldAt: new Date(),
        approvedForDeletion: false,
        approvedBy: null,
        approvedAt: null,
        approvalNotes: null,
        approvedWithoutDelivery: false,
      })
      .where(and(eq(teamMembers.id, memberId), isNull(teamMembers.legalHoldAt)))
      .returning({ id: teamMembers.id });
    if (placed.length === 0) throw conflict('already_on_hold', ALREADY_ON_HOLD);
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'retention.legal_hold',
      target: memberId,
      details: { memberId, hasReason: true },
    });
  });
  return findRetentionMember(db, memberId);
}

/** The owner removes the hold: the record's retention period decides again. Audited. */
export async function removeLegalHold(db: Db, memberId: string, by: ActingAdmin): Promise<RetentionMember> {
  await db.transaction(async (tx) => {
    await findRetentionMember(tx, memberId);
    const removed = await tx
      .update(teamMembers)
      .set({ legalHoldReason: null, legalHoldBy: null, legalHoldAt: null })
      .where(and(eq(teamMembers.id, memberId), isNotNull(teamMembers.legalHoldAt)))
      .returning({ id: teamMembers.id });
    if (removed.length === 0) throw conflict('not_on_hold', NOT_ON_HOLD);
    await writeAudit(tx, {
      actor: adminActor(by),
      admin: by,
      action: 'retention.legal_hold_removed',
      target: memberId,
      details: { memberId },
    });
  });
  return findRetentionMember(db, memberId);
}
