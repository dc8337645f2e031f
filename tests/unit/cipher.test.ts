import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from '../../src/server/services/crypto/cipher';

describe('AES-256-GCM for stored personal data (node:crypto)', () => {
  it('opens what encrypt wrote, of any length and text', () => {
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
    const stored = texts.map((t) => cipher.encrypt(t));
    expect(stored.map((s) => cipher.decrypt(s))).toEqual(texts);
  });

  it('refuses a value whose IV, tag or ciphertext was changed, or made with another key', () => {
    const cipher = createCipher(crypto.randomBytes(32));
    const good = cipher.encrypt('123456782');
    const raw = Buffer.from(good.slice(3), 'base64');
    for (let byte = 0; byte < raw.length; byte++) {
      const bad = Buffer.from(raw);
      bad[byte]! ^= 1 << (byte % 8);
      expect(() => cipher.decrypt(`v1:${bad.toString('base64')}`)).toThrow('unable to authenticate');
    }
    expect(() => createCipher(crypto.randomBytes(32)).decrypt(good)).toThrow('unable to authenticate');
    expect(() => cipher.decrypt(`v1:${raw.subarray(0, 27).toString('base64')}`)).toThrow('too short');
    expect(() => cipher.decrypt('plain text')).toThrow('known scheme');
  });

  it('refuses a tag shorter than 16 bytes, which only a forger would send', () => {
    const key = crypto.randomBytes(32);
    const iv = crypto.randomBytes(12);
    // A valid AES-GCM value with an 8-byte tag and 8 bytes of text: 28 bytes in all, as long as
    // a real value of 0 bytes. Node accepts short tags unless told the length.
    const c = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: 8 });
    const body = Buffer.concat([c.update('12345678', 'utf8'), c.final()]);
    const forged = `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
    expect(() => createCipher(key).decrypt(forged)).toThrow();
  });

  it('opens values under two key versions, each with its own key, and names a version it lacks', () => {
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
    expect(stored.map((v) => ring.decrypt(v))).toEqual(texts);
    expect(stored.map((v) => ring.isStale(v))).toEqual([false, false, false, true, false]);
    // The new key alone: a `v1:` value names the key it needs instead of failing to authenticate.
    expect(() => createCipher(newKey, 2).decrypt(stored[3]!)).toThrow(
      /data key version 1, which this server was not given/,
    );
    // A v1 key's value presented under a v2 label does not open.
    expect(() => ring.decrypt(`v2:${stored[3]!.slice(3)}`)).toThrow('unable to authenticate');
  });
});
