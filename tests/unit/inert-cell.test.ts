import { describe, expect, it } from 'vitest';
import { inertCell } from '../../src/server/services/excel/inert-cell';

describe('inertCell', () => {
  it.each([
    ['=HYPERLINK("x")', '\'=HYPERLINK("x")'],
    ['+61 412 345 678', "'+61 412 345 678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('prefixes %j with a quote', (value, expected) => {
    expect(inertCell(value)).toBe(expected);
  });

  it.each(['Jane Citizen', 'jane@example.com', '0412345678', '062-000', '', ' =not first', "'quoted"])(
    'leaves %j as it is',
    (value) => {
      expect(inertCell(value)).toBe(value);
    },
  );

  it('passes non-strings through', () => {
    expect(inertCell(42)).toBe(42);
    expect(inertCell(-1)).toBe(-1);
    expect(inertCell(true)).toBe(true);
    expect(inertCell(null)).toBeNull();
  });
});
