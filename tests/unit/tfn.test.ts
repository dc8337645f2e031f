import { describe, expect, it } from 'vitest';
import { formatTfn, isValidTfn, maskTfn, normalizeTfn } from '../../src/shared/validators/tfn';

describe('tax file number', () => {
  it('accepts a TFN whose weighted sum is a multiple of 11', () => {
    expect(isValidTfn('123456782')).toBe(true);
  });

  // The test TFNs the ATO publishes for payroll software developers all pass the check digit...
  it.each(['648 188 480', '648 188 499', '648 188 519', '648 188 527', '648 188 535'])(
    "accepts the ATO's published test TFN %s",
    (tfn) => expect(isValidTfn(tfn)).toBe(true),
  );

  // ...and changing any single digit of one breaks it (weights 1..10 are all non-zero mod 11).
  it('rejects every one-digit change of a valid TFN', () => {
    const valid = '648188480';
    for (let i = 0; i < 9; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        expect(isValidTfn(changed), changed).toBe(false);
      }
    }
  });

  it('rejects a TFN with a wrong check digit', () => {
    expect(isValidTfn('123456789')).toBe(false);
  });

  it('accepts spaces as typed in the auto-spaced input', () => {
    expect(isValidTfn('123 456 782')).toBe(true);
    expect(isValidTfn(' 123 456 782 ')).toBe(true);
  });

  it('rejects the wrong length and non-digits', () => {
    expect(isValidTfn('12345678')).toBe(false);
    expect(isValidTfn('1234567820')).toBe(false);
    expect(isValidTfn('')).toBe(false);
    expect(isValidTfn('12345678a')).toBe(false);
    expect(isValidTfn('123-456-782')).toBe(false);
  });

  it('formats as xxx xxx xxx, also while being typed', () => {
    expect(formatTfn('123456782')).toBe('123 456 782');
    expect(formatTfn('1234')).toBe('123 4');
    expect(formatTfn('123')).toBe('123');
    expect(formatTfn('12345678299')).toBe('123 456 782');
  });

  it('masks all but the last three digits', () => {
    expect(maskTfn('123456782')).toBe('••• ••• 782');
    expect(maskTfn('123 456 782')).toBe('••• ••• 782');
    expect(maskTfn('')).toBe('');
  });

  it('normalizes to digits only', () => {
    expect(normalizeTfn(' 123 456 782 ')).toBe('123456782');
  });
});
