import { describe, expect, it } from 'vitest';
import { formatBsb, isValidBsb } from '../../src/shared/validators/bsb';

describe('BSB', () => {
  it('accepts six digits written XXX-XXX, XXX XXX or XXXXXX', () => {
    expect(isValidBsb('062-000')).toBe(true);
    expect(isValidBsb('062 000')).toBe(true);
    expect(isValidBsb('062000')).toBe(true);
  });

  it('formats to XXX-XXX', () => {
    expect(formatBsb('062-000')).toBe('062-000');
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('062 000')).toBe('062-000');
    expect(formatBsb('0620')).toBe('062-0');
  });

  it('rejects anything but six digits', () => {
    expect(isValidBsb('12345')).toBe(false);
    expect(isValidBsb('1234567')).toBe(false);
    expect(isValidBsb('06-2000')).toBe(false);
    expect(isValidBsb('abc-def')).toBe(false);
    expect(isValidBsb('')).toBe(false);
  });
});
