import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { attachLicences } from '../licences/licences';
import type { TeamMember } from '../../../shared/schemas/team-member';
import { WIZARD_STEPS } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { PROVE_EMAIL_FIRST } from '../identity/prove-email';
import type { Cipher } from '../crypto/cipher';
import { sealFileBytes } from '../files/file-bytes';
import { PROFILE_PHOTO_MISSING_LONG } from '../../../shared/schemas/basic-info';
import { markSaved } from '../drafts/task-saved';
import { stepUpRequired } from '../identity/step-up';
import type { SignatureEvidence } from '../signatures/signature-evidence';
import { workStateOf } from '../sites/site-of-location';
import { memberColumns } from './member-columns';
import { type MemberRow } from './member-view';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MemberPhoto {
  /** A freshly uploaded and re-encoded photo... */
  jpeg?: Buffer;
  /** ...or a stored file of this person (their draft photo, or the member's current one). */
  fileId?: string;
}

export interface SaveMemberInput {
  fields: TeamMember;
  signaturePng: Buffer;
  photo: MemberPhoto;
  /** When, from where and in which browser the confirmation's initial was drawn (DESIGN §3.15). */
  evidence: SignatureEvidence;
}

const WIZARD_DRAFT_IDS = WIZARD_STEPS.map((s) => s.id);

async function attachPhoto(
  tx: Tx,
  cipher: Cipher,
  memberId: string,
  email: string,
  photo: MemberPhoto,
): Promise<string | null> {
  if (photo.jpeg) {
    const [file] = await tx
      .insert(storedFiles)
      .values({
        memberId,
        kind: 'profile-photo',
        contentType: 'image/jpeg',
        size: photo.jpeg.length,
        bytes: sealFileBytes(cipher, photo.jpeg),
      })
      .returning({ id: storedFiles.id });
    return file!.id;
  }
  if (photo.fileId) {
    const [file] = await tx
      .update(storedFiles)
      .set({ memberId, kind: 'profile-photo' })
      .where(
        and(
          eq(storedFiles.id, photo.fileId),
          or(
            eq(storedFiles.memberId, memberId),
            and(isNull(storedFiles.memberId), eq(storedFiles.email, email)),
          ),
        ),
      )
      .returning({ id: storedFiles.id });
    return file?.id ?? null;
  }
  return null;
}

async function storeSignature(tx: Tx, cipher: Cipher, memberId: string, png: Buffer): Promise<string> {
  const [file] = await tx
    .insert(storedFiles)
    .values({
      memberId,
      kind: 'signature',
      contentType: 'image/png',
      size: png.length,
      bytes: sealFileBytes(cipher, png),
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/** Wizard drafts are replaced by the member record once it is saved; its task state dates it. */
async function clearWizardDrafts(tx: Tx, email: string) {
  await tx
    .delete(stepDrafts)
    .where(and(eq(stepDrafts.email, email), inArray(stepDrafts.stepId, WIZARD_DRAFT_IDS)));
  await markSaved(tx, email, 'personal-information');
  await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.email, email),
        isNull(storedFiles.memberId),
        eq(storedFiles.kind, 'profile-photo-draft'),
      ),
    );
}

/** Creates the member from the completed wizard (POST /api/team-members). */
export async function createTeamMember(db: Db, cipher: Cipher, input: SaveMemberInput): Promise<MemberRow> {
  const email = input.fields.email;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(eq(teamMembers.email, email));
    if (existing) throw conflict('member_exists', 'A team member with this email already exists');
    const workState = await workStateOf(tx, input.fields.location);
    const [member] = await tx
      .insert(teamMembers)
      .values({ ...memberColumns(input.fields, cipher), workState })
      .returning()
      .catch((err: unknown) => {
        // Two submits at once: the unique email decides, and the loser hears why.
        throw isUniqueViolation(err)
          ? conflict('member_exists', 'A team member with this email already exists')
          : err;
      });
    const photoId = await attachPhoto(tx, cipher, member!.id, email, input.photo);
    if (!photoId) throw badRequest(PROFILE_PHOTO_MISSING_LONG, { profilePhoto: PROFILE_PHOTO_MISSING_LONG });
    const signatureId = await storeSignature(tx, cipher, member!.id, input.signaturePng);
    const [saved] = await tx
      .update(teamMembers)
      .set({ profilePhotoFileId: photoId, signatureFileId: signatureId, ...input.evidence })
      .where(eq(teamMembers.id, member!.id))
      .returning();
    await clearWizardDrafts(tx, email);
    await attachLicences(tx, email, member!.id);
    return saved!;
  });
}

/** Updates the member in edit mode (PUT /api/team-members/{id}); only its owner may. */
export async function updateTeamMember(
  db: Db,
  cipher: Cipher,
  ownerEmail: string,
  id: string,
  input: SaveMemberInput,
  opts: { mayChangeSecrets: boolean },
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
    if (!member) throw notFound('No team member with this id');
    if (member.email !== ownerEmail) throw forbidden();
    const newEmail = input.fields.email;
    // A new email moves the application when its code is entered (prove-email.ts), not here.
    if (newEmail !== member.email) throw forbidden(PROVE_EMAIL_FIRST);
    // After a submission, changing personal information needs a fresh code (step-up.ts), not just
    // the cookie. Refused whatever the fields hold: refusing only a changed bank account would
    // answer 200 to a right guess of the masked digits and 403 to a wrong one.
    if (!opts.mayChangeSecrets) throw stepUpRequired();
    const workState = await workStateOf(tx, input.fields.location, member);
    const photoId =
      input.photo.jpeg || input.photo.fileId
        ? await attachPhoto(tx, cipher, id, newEmail, input.photo)
        : member.profilePhotoFileId;
    if (!photoId) throw badRequest(PROFILE_PHOTO_MISSING_LONG, { profilePhoto: PROFILE_PHOTO_MISSING_LONG });
    const signatureId = await storeSignature(tx, cipher, id, input.signaturePng);
    const replaced = [member.profilePhotoFileId, member.signatureFileId].filter(
      (f): f is string => !!f && f !== photoId,
    );
    const [saved] = await tx
      .update(teamMembers)
      .set({
        ...memberColumns(input.fields, cipher),
        workState,
        profilePhotoFileId: photoId,
        signatureFileId: signatureId,
        ...input.evidence,
        updatedAt: new Date(),
      })
      .where(eq(teamMembers.id, id))
      .returning();
    if (replaced.length) await tx.delete(storedFiles).where(inArray(storedFiles.id, replaced));
    await clearWizardDrafts(tx, newEmail);
    return saved!;
  });
}
