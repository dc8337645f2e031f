import { describe, expect, it } from 'vitest';
import { superGuaranteeRate } from '../../src/shared/super-rate';

describe('super guarantee rate', () => {
  it('uses the rate in force on the day', () => {
    expect(superGuaranteeRate(new Date(2024, 5, 30))).toBe(11);
    expect(superGuaranteeRate(new Date(2024, 6, 1))).toBe(11.5);
    expect(superGuaranteeRate(new Date(2025, 5, 30, 23, 59))).toBe(11.5);
    expect(superGuaranteeRate(new Date(2025, 6, 1))).toBe(12);
    expect(superGuaranteeRate(new Date(2030, 0, 1))).toBe(12);
  });

  it('accepts ISO date strings', () => {
    expect(superGuaranteeRate('2024-06-30')).toBe(11);
    expect(superGuaranteeRate('2024-07-01')).toBe(11.5);
    expect(superGuaranteeRate('2025-07-01')).toBe(12);
  });

  it('falls back to the earliest row before the table starts', () => {
    expect(superGuaranteeRate(new Date(2020, 0, 1))).toBe(11);
  });
});
