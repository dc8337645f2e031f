import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from '../../src/shared/validators/abn';

describe('Australian business number', () => {
  it('accepts the ATO example ABN with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
  });

  it('rejects every one-digit change of the ATO example', () => {
    const valid = '51824753556';
    for (let i = 0; i < 11; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        expect(isValidAbn(changed), changed).toBe(false);
      }
    }
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
