import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from '../../src/shared/validators/abn';

describe('Australian business number', () => {
  it('accepts the ATO example ABN with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
  });

  it("accepts Cbus's ABN", () => {
    expect(isValidAbn('75 493 363 262')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
  });

  it('rejects the wrong length and non-digits', () => {
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535566')).toBe(false);
    expect(isValidAbn('51-824-753-556')).toBe(false);
    expect(isValidAbn('')).toBe(false);
  });

  it('formats as XX XXX XXX XXX', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 123 ')).toBe('123');
  });
});
