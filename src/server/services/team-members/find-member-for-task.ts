import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { HttpError } from '../../http-errors';
import type { Tx } from '../signatures/store-signature';

export const PERSONAL_INFO_FIRST =
  'Please complete the Personal Information step before accessing other onboarding tasks.';

/**
 * The member a task's record belongs to. The side tasks need Personal Information first
 * (spec §2): without a saved member there is nothing to attach them to.
 */
export async function findMemberForTask(db: Db | Tx, email: string) {
  const [member] = await db
    .select({ id: teamMembers.id, dateOfBirth: teamMembers.dateOfBirth, fullName: teamMembers.fullName })
    .from(teamMembers)
    .where(eq(teamMembers.email, email));
  if (!member) throw new HttpError(409, 'personal_information_required', PERSONAL_INFO_FIRST);
  return member;
}
