import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { GcmBatchOpener } from '../../src/server/services/crypto/gcm-batch';

const hex = (s: string) => Buffer.from(s, 'hex');

describe('batched AES-256-GCM decryption (the Excel export)', () => {
  it('matches the NIST SP 800-38D test vectors for a 256-bit key', () => {
    // GCM spec test cases 14 and 16 (McGrew & Viega), the second without its AAD (case 15).
    const zero = new GcmBatchOpener(crypto.createSecretKey(Buffer.alloc(32)));
    const case14 = Buffer.concat([
      Buffer.alloc(12),
      hex('d0d1c8a799996bf0265b98b5d48ab919'),
      hex('cea7403d4d606b6e074ec5d3baf39d18'),
    ]);
    expect(zero.open([case14])).toEqual(['\0'.repeat(16)]);

    const key = hex('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
    const plain = hex(
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255',
    );
    const cipherText = hex(
      '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad',
    );
    const body = Buffer.concat([
      hex('cafebabefacedbaddecaf888'),
      hex('b094dac5d93471bdec1a502270e3cc6c'),
      cipherText,
    ]);
    expect(new GcmBatchOpener(crypto.createSecretKey(key)).open([body])).toEqual([plain.toString('utf8')]);
  });

  it('opens what encrypt wrote, of every length from 0 to 80 bytes and any text, as decrypt does', () => {
    const cipher = createCipher(crypto.randomBytes(32));
    const texts = [
      '',
      '1',
      '123456782',
      '633-123',
      'Nguyễn Thị, "quoted"\nline',
      '😀 émoji',
      'x'.repeat(300),
    ];
    for (let n = 1; n <= 80; n++) texts.push(crypto.randomBytes(n).toString('latin1'));
    const stored = texts.map((t) => cipher.encrypt(t));
    expect(cipher.decryptMany(stored)).toEqual(texts);
    expect(cipher.decryptMany(stored)).toEqual(stored.map((s) => cipher.decrypt(s)));
    expect(cipher.decryptMany([])).toEqual([]);
  });

  it('rejects a value whose tag, IV or ciphertext was changed, or made with another key', () => {
    const cipher = createCipher(crypto.randomBytes(32));
    const good = cipher.encrypt('123456782');
    const raw = Buffer.from(good.slice(3), 'base64');
    for (let byte = 0; byte < raw.length; byte++) {
      const bad = Buffer.from(raw);
      bad[byte]! ^= 1 << (byte % 8);
      const stored = `v1:${bad.toString('base64')}`;
      expect(() => cipher.decrypt(stored)).toThrow();
      expect(() => cipher.decryptMany([good, stored])).toThrow('unable to authenticate');
    }
    const other = createCipher(crypto.randomBytes(32));
    expect(() => other.decryptMany([good])).toThrow('unable to authenticate');
    expect(() => cipher.decryptMany([`v1:${raw.subarray(0, 27).toString('base64')}`])).toThrow('too short');
    expect(() => cipher.decryptMany(['plain text'])).toThrow('known scheme');
  });

  it('opens a batch of values under two key versions, each with its own key, and names a version it lacks', () => {
    const oldKey = crypto.createSecretKey(crypto.randomBytes(32));
    const newKey = crypto.createSecretKey(crypto.randomBytes(32));
    const before = createCipher(oldKey);
    const ring = createCipher([
      { version: 2, key: newKey },
      { version: 1, key: oldKey },
    ]);
    const texts = ['123456782', '', '633-123', 'Nguyễn Thị', 'x'.repeat(40)];
    const stored = texts.map((t, i) => (i % 2 ? before.encrypt(t) : ring.encrypt(t)));
    expect(stored.filter((v) => v.startsWith('v2:'))).toHaveLength(3);
    expect(ring.decryptMany(stored)).toEqual(texts);
    expect(stored.map((v) => ring.decrypt(v))).toEqual(texts);
    expect(stored.map((v) => ring.isStale(v))).toEqual([false, false, false, true, false]);
    // The new key alone: a `v1:` value names the key it needs instead of failing to authenticate.
    const newOnly = createCipher(newKey, 2);
    expect(() => newOnly.decryptMany(stored)).toThrow(/data key version 1, which this server was not given/);
    // A v1 key presented as version 2 does not open v1 values under a v2 label.
    const relabelled = `v2:${stored[3]!.slice(3)}`;
    expect(() => ring.decryptMany([relabelled])).toThrow('unable to authenticate');
  });

  it('decrypt refuses a tag shorter than 16 bytes, which only a forger would send', () => {
    const key = crypto.randomBytes(32);
    const iv = crypto.randomBytes(12);
    // A valid AES-GCM value with an 8-byte tag (and nothing encrypted): Node accepts short tags
    // unless told the length.
    const c = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: 8 });
    c.final();
    const forged = `v1:${Buffer.concat([iv, c.getAuthTag()]).toString('base64')}`;
    expect(() => createCipher(key).decrypt(forged)).toThrow();
  });
});
