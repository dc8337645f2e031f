import { describe, expect, it } from 'vitest';
import { looksLikeFormula } from '../../src/server/services/excel/inert-cell';

describe('looksLikeFormula', () => {
  it.each(['=HYPERLINK("x")', '+61 412 345 678', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'takes %j for a formula',
    (value) => {
      expect(looksLikeFormula(value)).toBe(true);
    },
  );

  it.each(['Jane Citizen', 'jane@example.com', '0412345678', '062-000', '', ' =not first', "'quoted"])(
    'leaves %j as text',
    (value) => {
      expect(looksLikeFormula(value)).toBe(false);
    },
  );

  it('passes non-strings by', () => {
    for (const value of [42, -1, true, null, undefined]) expect(looksLikeFormula(value)).toBe(false);
  });
});
