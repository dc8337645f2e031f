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

/** Headshots: a photo shown on many screens may be kept by the browser (privately) for an hour. */
const PHOTO_KINDS: ReadonlySet<string> = new Set(['profile-photo', 'profile-photo-draft']);

/**
 * The Cache-Control of a stored file's answer. Signatures and PDFs (a medical declaration, the
 * application with its masked TFN) are never kept in a browser's or a proxy's cache: a shared
 * site tablet's disk cache would hand them to the next person.
 */
export const fileCacheControl = (file: Pick<StoredFile, 'kind'>): string =>
  PHOTO_KINDS.has(file.kind) ? 'private, max-age=3600' : 'no-store';
