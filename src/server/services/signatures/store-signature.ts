import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import type { Cipher } from '../crypto/cipher';
import { openFileBytes, sealFileBytes } from '../files/file-bytes';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stores a signature PNG as the member's file; answers its id. */
export async function storeSignatureFile(
  tx: Tx,
  cipher: Cipher,
  memberId: string,
  kind: string,
  png: Buffer,
): Promise<string> {
  const [file] = await tx
    .insert(storedFiles)
    .values({ memberId, kind, contentType: 'image/png', size: png.length, bytes: sealFileBytes(cipher, png) })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/** The PNG of a stored signature as a data URL, or '' when there is none. */
export async function readSignatureDataUrl(
  db: Db | Tx,
  cipher: Cipher,
  fileId: string | null,
): Promise<string> {
  if (!fileId) return '';
  const [file] = await db
    .select({ bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return file ? `data:image/png;base64,${openFileBytes(cipher, file.bytes).toString('base64')}` : '';
}
