import { createCipher, sealedBytesVersion } from './cipher';

/**
 * Opens a file sealed with a data key (`Cipher.sealBytes`): a local records copy
 * (`DATA_DIR/records/*.json.sealed`) or a mail message with PDFs (`DATA_DIR/mail/*.eml.sealed`),
 * for `npm run open-sealed`. The file names its key's version, not the key: each key given is
 * tried (GCM's tag tells the right one). Throws a message for the operator otherwise.
 */
export function openSealed(bytes: Buffer, keys: readonly Buffer[]): Buffer {
  const version = sealedBytesVersion(bytes);
  if (version === null)
    throw new Error('This file is not sealed with a data key (it does not start with v<N>:).');
  for (const key of keys) {
    try {
      return createCipher(key, version).openBytes(bytes);
    } catch {
      // Not this key: try the next.
    }
  }
  throw new Error(
    `This file is sealed with data key version ${version}, and none of the keys given opens it ` +
      '(DATA_KEY, DATA_KEY_PREVIOUS, DATA_DIR/data.key). After a key rotation, give the old key in DATA_KEY_PREVIOUS.',
  );
}
