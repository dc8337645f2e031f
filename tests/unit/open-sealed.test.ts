import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { openSealed } from '../../src/server/services/crypto/open-sealed';

// `npm run open-sealed`: the operator's way to read a local copy sealed with the data key.
describe('opening a sealed local copy', () => {
  const oldKey = crypto.randomBytes(32);
  const newKey = crypto.randomBytes(32);
  const eml = Buffer.from('To: hr@example.com\nSubject: Application\n\nTFN 876543210\n');

  it('opens with whichever given key sealed it, whatever its version', () => {
    const sealed = createCipher(newKey, 2).sealBytes(eml);
    expect(sealed.subarray(0, 3).toString()).toBe('v2:');
    expect(sealed.includes('876543210')).toBe(false);
    expect(openSealed(sealed, [oldKey, newKey]).equals(eml)).toBe(true);
  });

  it('says which key is missing, and refuses a file that is not sealed', () => {
    const sealed = createCipher(oldKey, 1).sealBytes(eml);
    expect(() => openSealed(sealed, [newKey])).toThrow(
      /data key version 1, and none of the keys given opens it/,
    );
    expect(() => openSealed(eml, [oldKey])).toThrow(/not sealed with a data key/);
  });

  it('a sealed file altered by one byte does not open', () => {
    const sealed = createCipher(oldKey, 1).sealBytes(eml);
    sealed[sealed.length - 1]! ^= 1;
    expect(() => openSealed(sealed, [oldKey])).toThrow();
  });
});
