import type { Db } from '../../db/client';
import { notFound } from '../../http-errors';
import { listRetentionMembers, type RetentionMember } from './list-retention-members';

export const MEMBER_NOT_FOUND = 'Team member not found';

export async function findRetentionMember(db: Db, memberId: string): Promise<RetentionMember> {
  const [member] = await listRetentionMembers(db, { memberId });
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}
