import { describe, expect, it } from 'vitest';
import { formatAuMobile, isValidAuMobile, normalizeAuMobile } from '../../src/shared/validators/mobile';

describe('Australian mobile number', () => {
  it.each(['0412 345 678', '0412345678', '+61 412 345 678', '61412345678', '+61412345678', '(04) 1234-5678'])(
    'accepts %s',
    (value) => {
      expect(isValidAuMobile(value)).toBe(true);
      expect(normalizeAuMobile(value)).toBe('0412345678');
    },
  );

  it('accepts the international prefix and a stray (0) after +61', () => {
    expect(normalizeAuMobile('0061 412 345 678')).toBe('0412345678');
    expect(normalizeAuMobile('+61 (0) 412 345 678')).toBe('0412345678');
  });

  it.each(['0212345678', '041234567', '04123456789', '+61 212 345 678', '412345678', '', 'phone'])(
    'rejects %s',
    (value) => {
      expect(isValidAuMobile(value)).toBe(false);
      expect(normalizeAuMobile(value)).toBeNull();
    },
  );

  it('formats for display as 04XX XXX XXX', () => {
    expect(formatAuMobile('+61412345678')).toBe('0412 345 678');
  });
});
