import crypto from 'node:crypto';
import { GcmBatchOpener } from './gcm-batch';

const PREFIX = 'v1:';

export interface Cipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** `decrypt` of each value, in order, at a fraction of the cost per value (for exports). */
  decryptMany(stored: readonly string[]): string[];
  /**
   * The key, for a worker thread of this process to make its own Cipher with: a KeyObject crosses
   * `postMessage` as a key, never as text that could reach a log.
   */
  shareKey(): crypto.KeyObject;
}

/**
 * AES-256-GCM for sensitive fields. Stored form: `v1:` + base64(iv | tag | ciphertext). The
 * empty string stays empty so optional fields need no special casing.
 */
export function createCipher(key: Buffer | crypto.KeyObject): Cipher {
  // A KeyObject is prepared once; a raw Buffer key is re-imported by every (de)cipher made,
  // which the Excel export (seven fields a member) pays for 50k times over.
  const secret = key instanceof crypto.KeyObject ? key : crypto.createSecretKey(key);
  if (secret.type !== 'secret' || secret.symmetricKeySize !== 32)
    throw new Error('The data key is not 32 bytes');
  let opener: GcmBatchOpener | undefined;
  const unwrap = (stored: string) => {
    if (!stored.startsWith(PREFIX)) throw new Error('Value is not encrypted with a known scheme');
    return Buffer.from(stored.slice(PREFIX.length), 'base64');
  };
  return {
    encrypt(plain) {
      if (plain === '') return '';
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return PREFIX + Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
    },
    decrypt(stored) {
      if (stored === '') return '';
      const raw = unwrap(stored);
      const d = crypto.createDecipheriv('aes-256-gcm', secret, raw.subarray(0, 12), { authTagLength: 16 });
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
    },
    decryptMany(stored) {
      const out = new Array<string>(stored.length).fill('');
      const at: number[] = [];
      const bodies: Buffer[] = [];
      stored.forEach((value, i) => {
        if (value === '') return;
        at.push(i);
        bodies.push(unwrap(value));
      });
      opener ??= new GcmBatchOpener(secret);
      opener.open(bodies).forEach((plain, k) => (out[at[k]!] = plain));
      return out;
    },
    shareKey: () => secret,
  };
}
