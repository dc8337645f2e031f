import { describe, expect, it } from 'vitest';
import { formatAuDate, formatAuDateTime, sydneyDateStamp } from '../../src/server/services/format/au-dates';
import { maskTail } from '../../src/server/services/format/mask-tail';

describe('Australian date formats', () => {
  it('writes a stored date as dd/mm/yyyy and leaves other text alone', () => {
    expect(formatAuDate('2025-07-04')).toBe('04/07/2025');
    expect(formatAuDate('')).toBe('');
    expect(formatAuDate('soon')).toBe('soon');
  });

  it('writes moments in Sydney time with seconds, across daylight saving', () => {
    expect(formatAuDateTime(new Date('2025-07-14T05:04:05Z'))).toBe('14/07/2025, 3:04:05 pm');
    // AEDT (UTC+11) in January; the date moves to the next day.
    expect(formatAuDateTime(new Date('2025-01-14T13:30:00Z'))).toBe('15/01/2025, 12:30:00 am');
    expect(formatAuDateTime(null)).toBe('');
  });

  it('stamps file names with the Sydney date', () => {
    expect(sydneyDateStamp(new Date('2025-07-14T15:00:00Z'))).toBe('2025-07-15');
  });
});

describe('maskTail', () => {
  it('hides all digits but the last three, keeping separators', () => {
    expect(maskTail('062-000')).toBe('•••-000');
    expect(maskTail('12345678')).toBe('•••••678');
    expect(maskTail('12')).toBe('12');
    expect(maskTail('')).toBe('');
  });
});
