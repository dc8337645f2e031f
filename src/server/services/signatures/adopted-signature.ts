import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdoptedSignatureAnswer } from '../../../shared/schemas/adopted-signature';
import type { Db } from '../../db/client';
import { adoptedSignatures } from '../../db/schema/adopted-signatures';
import { storedFiles } from '../../db/schema/stored-files';
import type { SigningRequest } from '../acknowledgments/signing-evidence';
import type { Cipher } from '../crypto/cipher';
import { sealFileBytes } from '../files/file-bytes';
import { readSignatureDataUrl } from './store-signature';

const sha256 = (png: Buffer) => crypto.createHash('sha256').update(png).digest('hex');

/**
 * Adopts `signature` and `initials` (checked PNGs) as the hire's own (issue 43 item 4, decision
 * 112), replacing an earlier adoption and its images, with the adoption's own evidence. The images
 * are files owned by the email (sealed like every file), so they move and are forgotten with it.
 */
export async function adoptSignature(
  db: Db,
  cipher: Cipher,
  email: string,
  marks: { signature: Buffer; initials: Buffer },
  request: SigningRequest,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ signature: adoptedSignatures.signatureFileId, initials: adoptedSignatures.initialsFileId })
      .from(adoptedSignatures)
      .where(eq(adoptedSignatures.email, email));
    // The row goes with its files (on delete cascade).
    if (earlier) await tx.delete(storedFiles).where(eq(storedFiles.id, earlier.signature));
    if (earlier) await tx.delete(storedFiles).where(eq(storedFiles.id, earlier.initials));
    const store = async (kind: string, png: Buffer) => {
      const [file] = await tx
        .insert(storedFiles)
        .values({
          email,
          kind,
          contentType: 'image/png',
          size: png.length,
          bytes: sealFileBytes(cipher, png),
        })
        .returning({ id: storedFiles.id });
      return file!.id;
    };
    const signatureFileId = await store('adopted-signature', marks.signature);
    const initialsFileId = await store('adopted-initials', marks.initials);
    await tx.insert(adoptedSignatures).values({
      email,
      signatureFileId,
      initialsFileId,
      signatureSha256: sha256(marks.signature),
      initialsSha256: sha256(marks.initials),
      adoptedAt: request.at,
      adoptedIp: request.ip,
      adoptedUserAgent: request.userAgent,
      adoptedDevice: request.device,
    });
    return request.at;
  });
}

/** The hire's adopted marks as data URLs, or null before they adopted any. */
export async function adoptedSignatureOf(
  db: Db,
  cipher: Cipher,
  email: string,
): Promise<AdoptedSignatureAnswer['adopted']> {
  const [row] = await db.select().from(adoptedSignatures).where(eq(adoptedSignatures.email, email));
  if (!row) return null;
  return {
    signature: await readSignatureDataUrl(db, cipher, row.signatureFileId),
    initials: await readSignatureDataUrl(db, cipher, row.initialsFileId),
    adoptedAt: row.adoptedAt.toISOString(),
  };
}

/** Forgets the adoption (its images with it): 'Change my signature' starts again. */
export async function forgetAdoptedSignature(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(adoptedSignatures).where(eq(adoptedSignatures.email, email));
    if (!row) return;
    await tx.delete(storedFiles).where(eq(storedFiles.id, row.signatureFileId));
    await tx.delete(storedFiles).where(eq(storedFiles.id, row.initialsFileId));
  });
}
