import { describe, expect, it } from 'vitest';
import { superGuaranteeDuty, superGuaranteeRate, superGuaranteeStatement } from '../../src/shared/super-rate';

describe('super guarantee rate', () => {
  // Each legislated change, checked on its eve and on its first day.
  it.each([
    ['2021-06-30', 9.5, '2021-07-01', 10],
    ['2022-06-30', 10, '2022-07-01', 10.5],
    ['2023-06-30', 10.5, '2023-07-01', 11],
    ['2024-06-30', 11, '2024-07-01', 11.5],
    ['2025-06-30', 11.5, '2025-07-01', 12],
  ])('%s is %s%%, %s is %s%%', (before, rateBefore, after, rateAfter) => {
    expect(superGuaranteeRate(before)).toBe(rateBefore);
    expect(superGuaranteeRate(after)).toBe(rateAfter);
  });

  it('reads a Date as a local calendar day', () => {
    expect(superGuaranteeRate(new Date(2025, 5, 30, 23, 59))).toBe(11.5);
    expect(superGuaranteeRate(new Date(2025, 6, 1, 0, 0))).toBe(12);
    expect(superGuaranteeRate(new Date(2030, 0, 1))).toBe(12);
  });

  it('falls back to the earliest row before the table starts', () => {
    expect(superGuaranteeRate('2010-01-01')).toBe(9.5);
  });

  it('says qualifying earnings, not ordinary time earnings, from Payday Super (1 July 2026)', () => {
    expect(superGuaranteeStatement('2026-06-30')).toBe(
      'Your employer must contribute at least 12% of your ordinary time earnings to your super fund.',
    );
    expect(superGuaranteeStatement('2026-07-01')).toBe(
      'Your employer must contribute at least 12% of your qualifying earnings to your super fund.',
    );
    expect(superGuaranteeDuty(new Date(2026, 6, 1))).toBe('At least 12% of qualifying earnings');
    expect(superGuaranteeDuty('2025-07-01')).toBe('At least 12% of ordinary time earnings');
  });
});
