import { and, asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import { licenceKindLabel } from '../../../shared/licence-kinds';
import { LICENCE_PHOTO_NOT_YOURS, type LicenceValues } from '../../../shared/schemas/card-details';
import type { Db } from '../../db/client';
import { licences, type LicenceRow } from '../../db/schema/licences';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { markEditing } from '../drafts/edit-marker';
import { badRequest } from '../../http-errors';
import type { Cipher } from '../crypto/cipher';
import { sealFileBytes } from '../files/file-bytes';

// The licences a hire holds (issue 40 item 1, decision 094): one row each, owned by the email as
// the wizard's drafts are, and by the member once there is one.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A photo of a licence's front or back, as stored. */
export const LICENCE_PHOTO_KIND = 'licence-photo';

export const licenceAnswer = (row: LicenceRow): LicenceAnswer => ({
  id: row.id,
  kind: row.kind,
  label: licenceKindLabel(row.kind),
  number: row.number,
  licenceClass: row.licenceClass,
  issuer: row.issuer,
  issueDate: row.issueDate,
  expiryDate: row.expiryDate,
  frontFileId: row.frontFileId,
  backFileId: row.backFileId,
});

/** The hire's licences, in their order. */
export async function licencesOfEmail(db: Db | Tx, email: string): Promise<LicenceAnswer[]> {
  const rows = await db
    .select()
    .from(licences)
    .where(eq(licences.email, email))
    .orderBy(asc(licences.position), asc(licences.createdAt));
  return rows.map(licenceAnswer);
}

/** A member's licences, in their order (the snapshot, HR's detail). */
export async function licencesOfMember(db: Db | Tx, memberId: string): Promise<LicenceAnswer[]> {
  const rows = await db
    .select()
    .from(licences)
    .where(eq(licences.memberId, memberId))
    .orderBy(asc(licences.position), asc(licences.createdAt));
  return rows.map(licenceAnswer);
}

const memberIdOf = async (tx: Db | Tx, email: string) =>
  (await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email)))[0]?.id ??
  null;

/** Stores a re-encoded photo of a licence, owned by the hire (and their member, once saved). */
export async function storeLicencePhoto(
  db: Db,
  cipher: Cipher,
  email: string,
  jpeg: Buffer,
): Promise<string> {
  const memberId = await memberIdOf(db, email);
  const [file] = await db
    .insert(storedFiles)
    .values({
      email,
      memberId,
      kind: LICENCE_PHOTO_KIND,
      contentType: 'image/jpeg',
      size: jpeg.length,
      bytes: sealFileBytes(cipher, jpeg),
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/**
 * Replaces the hire's list with `list`, in its order. A photo named must be a licence photo of
 * this hire; photos no longer named by any licence are deleted with the change.
 */
export async function replaceLicences(
  db: Db,
  email: string,
  list: LicenceValues[],
): Promise<LicenceAnswer[]> {
  const saved = await db.transaction(async (tx) => {
    const memberId = await memberIdOf(tx, email);
    const named = list.flatMap((l) => [l.frontFileId, l.backFileId]).filter((id): id is string => !!id);
    if (named.length > 0) {
      const owned = await tx
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(
          and(
            inArray(storedFiles.id, named),
            eq(storedFiles.kind, LICENCE_PHOTO_KIND),
            ownedBy(email, memberId),
          ),
        );
      const ownedIds = new Set(owned.map((f) => f.id));
      const foreign = named.find((id) => !ownedIds.has(id));
      if (foreign) throw badRequest(LICENCE_PHOTO_NOT_YOURS, { licences: LICENCE_PHOTO_NOT_YOURS });
    }
    await tx.delete(licences).where(eq(licences.email, email));
    if (list.length > 0)
      await tx.insert(licences).values(
        list.map((l, position) => ({
          email,
          memberId,
          position,
          kind: l.kind,
          number: l.number,
          licenceClass: l.licenceClass,
          issuer: l.issuer,
          issueDate: l.issueDate,
          expiryDate: l.expiryDate,
          frontFileId: l.frontFileId,
          backFileId: l.backFileId,
        })),
      );
    await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.kind, LICENCE_PHOTO_KIND),
          ownedBy(email, memberId),
          named.length > 0 ? notInArray(storedFiles.id, named) : undefined,
        ),
      );
    return licencesOfEmail(tx, email);
  });
  // Changed after a submission: Personal Information is being edited again, so the home asks for
  // a resubmission and HR's email lists the change (decision 052), as the wizard's first change does.
  const [submitted] = await db
    .select({ id: submissionRecords.id })
    .from(submissionRecords)
    .where(eq(submissionRecords.email, email))
    .limit(1);
  if (submitted) await markEditing(db, email, 'personal-information', 'hire');
  return saved;
}

const ownedBy = (email: string, memberId: string | null) =>
  memberId
    ? or(eq(storedFiles.memberId, memberId), and(isNull(storedFiles.memberId), eq(storedFiles.email, email)))
    : and(isNull(storedFiles.memberId), eq(storedFiles.email, email));

/** The member just saved owns the licences (and their photos) its email held (save-team-member). */
export async function attachLicences(tx: Tx, email: string, memberId: string): Promise<void> {
  await tx.update(licences).set({ memberId }).where(eq(licences.email, email));
  await tx
    .update(storedFiles)
    .set({ memberId })
    .where(
      and(
        eq(storedFiles.email, email),
        isNull(storedFiles.memberId),
        eq(storedFiles.kind, LICENCE_PHOTO_KIND),
      ),
    );
}

/** The licence whose front or back is this file, for who may see it (a union card: HR only). */
export async function licenceOfPhoto(db: Db, fileId: string): Promise<LicenceRow | null> {
  const [row] = await db
    .select()
    .from(licences)
    .where(or(eq(licences.frontFileId, fileId), eq(licences.backFileId, fileId)));
  return row ?? null;
}
