import { describe, expect, it } from 'vitest';
import { isValidUsi, normalizeUsi } from '../../src/shared/validators/usi';

describe('unique superannuation identifier', () => {
  it('accepts the ABN format: a valid ABN followed by three digits', () => {
    expect(isValidUsi('75493363262001')).toBe(true);
    expect(isValidUsi('75 493 363 262 001')).toBe(true);
  });

  it('rejects the ABN format when the ABN part is invalid or the length is wrong', () => {
    expect(isValidUsi('75493363263001')).toBe(false);
    expect(isValidUsi('7549336326200')).toBe(false);
    expect(isValidUsi('754933632620011')).toBe(false);
  });

  it('accepts the SPIN format: three letters, four digits, AU', () => {
    expect(isValidUsi('CBU0100AU')).toBe(true);
    expect(isValidUsi('STA0100AU')).toBe(true);
    expect(isValidUsi('cbu0100au')).toBe(true);
  });

  it('rejects malformed SPINs', () => {
    expect(isValidUsi('CBUS0100AU')).toBe(false);
    expect(isValidUsi('CB0100AU')).toBe(false);
    expect(isValidUsi('CBU010AU')).toBe(false);
    expect(isValidUsi('CBU0100NZ')).toBe(false);
    expect(isValidUsi('')).toBe(false);
  });

  it('normalizes to upper case without spaces', () => {
    expect(normalizeUsi(' cbu 0100 au ')).toBe('CBU0100AU');
  });
});
