import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';

export type StoredFile = typeof storedFiles.$inferSelect;

/** The file, with the email of the person it belongs to (its member's, or its draft owner's). */
export async function findFileWithOwner(
  db: Db,
  id: string,
): Promise<{ file: StoredFile; ownerEmail: string | null } | null> {
  const [row] = await db
    .select({ file: storedFiles, memberEmail: teamMembers.email })
    .from(storedFiles)
    .leftJoin(teamMembers, eq(teamMembers.id, storedFiles.memberId))
    .where(eq(storedFiles.id, id));
  if (!row) return null;
  return { file: row.file, ownerEmail: row.memberEmail ?? row.file.email };
}
