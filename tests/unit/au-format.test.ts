import { describe, expect, it } from 'vitest';
import { dateStamp, formatAuDate, formatAuDateTime } from '../../src/server/services/format/au-dates';
import { maskTail } from '../../src/server/services/format/mask-tail';

describe('Australian date formats', () => {
  it('writes a stored date as dd/mm/yyyy and leaves other text alone', () => {
    expect(formatAuDate('2025-07-04')).toBe('04/07/2025');
    expect(formatAuDate('')).toBe('');
    expect(formatAuDate('soon')).toBe('soon');
  });

  it('writes moments in the given zone with seconds, naming it, across daylight saving', () => {
    const sydney = 'Australia/Sydney';
    expect(formatAuDateTime(new Date('2025-07-14T05:04:05Z'), sydney)).toBe('14/07/2025, 3:04:05 pm AEST');
    // AEDT (UTC+11) in January; the date moves to the next day.
    expect(formatAuDateTime(new Date('2025-01-14T13:30:00Z'), sydney)).toBe('15/01/2025, 12:30:00 am AEDT');
    expect(formatAuDateTime(new Date('2025-01-14T13:30:00Z'), 'Australia/Perth')).toBe(
      '14/01/2025, 9:30:00 pm AWST',
    );
    expect(formatAuDateTime(null, sydney)).toBe('');
  });

  it("stamps file names with the zone's date", () => {
    expect(dateStamp('Australia/Sydney', new Date('2025-07-14T15:00:00Z'))).toBe('2025-07-15');
    expect(dateStamp('Australia/Perth', new Date('2025-07-14T15:00:00Z'))).toBe('2025-07-14');
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
