import crypto from 'node:crypto';

/** A data key and its version: values it seals start `v<version>:`. */
export interface VersionedKey {
  version: number;
  key: crypto.KeyObject;
}

export interface Cipher {
  /** The version of the key `encrypt` uses (the newest). */
  readonly version: number;
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** Whether `stored` is sealed with an older key than `encrypt` uses (key rotation). */
  isStale(stored: string): boolean;
  /**
   * `encrypt` for bytes (a stored file, a local copy): ASCII `v<version>:` then iv | tag |
   * ciphertext, unencoded. An empty buffer stays empty.
   */
  sealBytes(plain: Buffer): Buffer;
  /** Opens what `sealBytes` sealed, with the key its prefix names; throws on anything else. */
  openBytes(stored: Buffer): Buffer;
  /** Whether `stored` is not sealed with the key `sealBytes` uses (never sealed, or an older key). */
  isStaleBytes(stored: Buffer): boolean;
  /**
   * The keys, for a worker thread of this process to make its own Cipher with (`createCipher`):
   * a KeyObject crosses `postMessage` as a key, never as text that could reach a log. The first
   * is the one `encrypt` uses.
   */
  shareKeys(): VersionedKey[];
}

const VERSIONED = /^v(\d{1,9}):/;

/** The `v<N>:` prefix at the start of sealed bytes, or null (PDF, PNG and JPEG bytes never start with `v`). */
export function sealedBytesVersion(stored: Buffer): number | null {
  const match = VERSIONED.exec(stored.subarray(0, 12).toString('latin1'));
  return match ? Number(match[1]) : null;
}

const secretKey = (key: Buffer | crypto.KeyObject) => {
  // A KeyObject is prepared once; a raw Buffer key is re-imported by every (de)cipher made,
  // which the Excel export (seven fields a member) pays for 50k times over.
  const secret = key instanceof crypto.KeyObject ? key : crypto.createSecretKey(key);
  if (secret.type !== 'secret' || secret.symmetricKeySize !== 32)
    throw new Error('The data key is not 32 bytes');
  return secret;
};

/**
 * AES-256-GCM for sensitive fields. Stored form: `v<version>:` + base64(iv | tag | ciphertext),
 * the version naming the data key (decision 024: `v1:` is the first key, `v2:` the one that
 * replaced it). `key` seals new values; `older` keys still open what they sealed until the
 * rotation has re-encrypted it. The empty string stays empty so optional fields need no special
 * casing.
 */
export function createCipher(key: Buffer | crypto.KeyObject | readonly VersionedKey[], version = 1): Cipher {
  const ring: VersionedKey[] = Array.isArray(key)
    ? key.map((k: VersionedKey) => ({ version: k.version, key: secretKey(k.key) }))
    : [{ version, key: secretKey(key as Buffer | crypto.KeyObject) }];
  const current = ring[0]!;
  const prefix = `v${current.version}:`;
  const keys = new Map(ring.map((k) => [k.version, k.key]));
  const keyOf = (match: RegExpExecArray | null) => {
    const secret = match ? keys.get(Number(match[1])) : undefined;
    if (!match) throw new Error('Value is not encrypted with a known scheme');
    if (!secret)
      throw new Error(
        `Value is sealed with data key version ${match[1]}, which this server was not given (DATA_KEY, DATA_KEY_PREVIOUS)`,
      );
    return secret;
  };
  const unwrap = (stored: string) => {
    const match = VERSIONED.exec(stored);
    const secret = keyOf(match);
    return { secret, raw: Buffer.from(stored.slice(match![0].length), 'base64') };
  };
  const seal = (plain: Buffer) => {
    const iv = crypto.randomBytes(12);
    const c = crypto.createCipheriv('aes-256-gcm', current.key, iv);
    const body = Buffer.concat([c.update(plain), c.final()]);
    return Buffer.concat([iv, c.getAuthTag(), body]);
  };
  const open = (secret: crypto.KeyObject, raw: Buffer) => {
    // Node's GCM checks the whole 16-byte tag in final(); a shorter body would hand it a
    // shorter tag, which authTagLength refuses, but say so plainly.
    if (raw.length < 28) throw new Error('Encrypted value is too short');
    const d = crypto.createDecipheriv('aes-256-gcm', secret, raw.subarray(0, 12), { authTagLength: 16 });
    d.setAuthTag(raw.subarray(12, 28));
    // GCM is a stream mode: update() answers every byte and final() none (it checks the tag, and
    // throws when the value was altered), so there is nothing to join but in name.
    const plain = d.update(raw.subarray(28));
    const rest = d.final();
    return rest.length ? Buffer.concat([plain, rest]) : plain;
  };
  const bytesPrefix = Buffer.from(prefix, 'latin1');
  return {
    version: current.version,
    encrypt(plain) {
      if (plain === '') return '';
      return prefix + seal(Buffer.from(plain, 'utf8')).toString('base64');
    },
    decrypt(stored) {
      if (stored === '') return '';
      const { secret, raw } = unwrap(stored);
      return open(secret, raw).toString('utf8');
    },
    isStale: (stored) => stored !== '' && !stored.startsWith(prefix),
    sealBytes(plain) {
      if (plain.length === 0) return Buffer.alloc(0);
      return Buffer.concat([bytesPrefix, seal(plain)]);
    },
    openBytes(stored) {
      if (stored.length === 0) return Buffer.alloc(0);
      const match = VERSIONED.exec(stored.subarray(0, 12).toString('latin1'));
      const secret = keyOf(match);
      return open(secret, stored.subarray(match![0].length));
    },
    isStaleBytes: (stored) =>
      stored.length > 0 && !stored.subarray(0, bytesPrefix.length).equals(bytesPrefix),
    shareKeys: () => ring.map((k) => ({ ...k })),
  };
}
