import { describe, expect, it } from 'vitest';
import { SMSF_ESA_ALIASES, SMSF_ESA_LIST_DATE } from '../../src/shared/super-funds/smsf-esa-aliases';
import { isIsoDate } from '../../src/shared/validators/iso-date';

describe('the SMSF ESA alias list shipped as data', () => {
  it('names each alias once, with its provider and where it is published, and the day it was read', () => {
    expect(isIsoDate(SMSF_ESA_LIST_DATE)).toBe(true);
    const lower = SMSF_ESA_ALIASES.map((a) => a.alias.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const a of SMSF_ESA_ALIASES) {
      expect(a.alias).toMatch(/^[A-Za-z0-9]{4,16}$/);
      expect(a.provider).not.toBe('');
      expect(a.source).toMatch(/^https:\/\//);
    }
  });
});
