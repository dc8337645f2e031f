import { sealedBytesVersion, type Cipher } from '../crypto/cipher';

/**
 * A stored file's bytes as they are written to `stored_files.bytes`: sealed with the data key
 * (decision 062, issue 36 item 4), so the database's files, a backup and a `pg_dump`
 * hold no photo, signature or PDF in clear.
 */
export const sealFileBytes = (cipher: Pick<Cipher, 'sealBytes'>, plain: Buffer): Buffer =>
  cipher.sealBytes(plain);

/**
 * A stored file's bytes, opened. A file stored before files were sealed is answered as it is
 * until start-up's sealing pass (`startKeyRotation`) reaches it: PDF, PNG, JPEG and pinned-image
 * JSON bytes never start with a `v<N>:` prefix, so the two cannot be confused.
 */
export const openFileBytes = (cipher: Pick<Cipher, 'openBytes'>, stored: Buffer): Buffer =>
  sealedBytesVersion(stored) === null ? stored : cipher.openBytes(stored);
