import type { Db } from '../../db/client';
import { vevoChecks } from '../../db/schema/vevo-checks';
import { badRequest } from '../../http-errors';
import { VEVO_DATE_IN_FUTURE, type VevoCheckInput } from '../../../shared/schemas/vevo';
import { adminActor } from '../audit/admin-actor';
import type { ActingAdmin } from '../audit/acting-admin';
import { writeAudit } from '../audit/write-audit';
import { findRetentionMember } from './find-retention-member';
import type { RetentionMember } from './list-retention-members';

/**
 * Records the employer's VEVO check of a member's work rights, replacing an earlier one; the
 * audit log keeps each, with the person acting (the signed-in staff member and the officer
 * named). 404 for a member who does not exist; 400 for a check dated after `today` (the
 * employer's day, 'YYYY-MM-DD'; issue 40 item 4).
 */
export async function recordVevoCheck(
  db: Db,
  memberId: string,
  check: VevoCheckInput,
  by: ActingAdmin,
  today: string,
): Promise<RetentionMember> {
  if (check.checkedOn > today) throw badRequest(VEVO_DATE_IN_FUTURE, { checkedOn: VEVO_DATE_IN_FUTURE });
  await db.transaction(async (tx) => {
    await findRetentionMember(tx, memberId);
    const actor = adminActor(by, check.officer);
    const values = { ...check, recordedBy: actor, updatedAt: new Date() };
    await tx
      .insert(vevoChecks)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: vevoChecks.memberId, set: values });
    await writeAudit(tx, {
      actor,
      action: 'retention.vevo_check',
      target: memberId,
      admin: by,
      details: { memberId, checkedOn: check.checkedOn, result: check.result, reference: check.reference },
    });
  });
  return findRetentionMember(db, memberId);
}
