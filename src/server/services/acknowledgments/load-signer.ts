import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teamMembers } from '../../db/schema/team-members';
import { badRequest } from '../../http-errors';
import { isEditing } from '../drafts/edit-marker';

export const PERSONAL_INFO_FIRST =
  'Please complete the Personal Information step before accessing other onboarding tasks.';

export type Signer = typeof teamMembers.$inferSelect;

/**
 * The member who signs, locked for the rest of the transaction so two signatures of one
 * person take turns. Personal Information must be complete: saved, and not reopened for editing.
 */
export async function loadSigner(tx: Db, email: string): Promise<Signer> {
  const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.email, email)).for('update');
  const editing = await isEditing(tx, email, 'personal-information');
  if (!member || editing) throw badRequest(PERSONAL_INFO_FIRST, { email: PERSONAL_INFO_FIRST });
  return member;
}

/** The member, without the lock and the completeness rule (for reading records). */
export async function findMember(db: Db, email: string): Promise<Signer | null> {
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.email, email));
  return member ?? null;
}
