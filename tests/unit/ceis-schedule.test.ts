import { describe, expect, it } from 'vitest';
import { ceisSchedule } from '../../src/server/services/fair-work/ceis-reminders';
import { addMonths } from '../../src/server/services/format/au-dates';

// Fair Work Act s 125B: the CEIS after 6 months, 12 months and each further 12 months of a casual
// employment; a small business employer after 12 months only.

describe('addMonths', () => {
  it('keeps the day of the month, or takes the month’s last day where it has none', () => {
    expect(addMonths('2026-01-15', 6)).toBe('2026-07-15');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-07', 12)).toBe('2027-12-07');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('ceisSchedule', () => {
  it('is due after 6, 12, 24 and 36 months, the next one after', () => {
    const s = ceisSchedule('2023-01-10', '2026-01-10', false);
    expect(s.due).toEqual([
      { months: 6, dueOn: '2023-07-10' },
      { months: 12, dueOn: '2024-01-10' },
      { months: 24, dueOn: '2025-01-10' },
      { months: 36, dueOn: '2026-01-10' },
    ]);
    expect(s.next).toEqual({ months: 48, dueOn: '2027-01-10' });
  });

  it('is due at 12 months alone for a small business employer', () => {
    expect(ceisSchedule('2023-01-10', '2026-01-10', true)).toEqual({
      due: [{ months: 12, dueOn: '2024-01-10' }],
      next: null,
    });
    expect(ceisSchedule('2026-01-10', '2026-06-01', true)).toEqual({
      due: [],
      next: { months: 12, dueOn: '2027-01-10' },
    });
  });

  it('is not due the day before six months are up', () => {
    expect(ceisSchedule('2026-01-10', '2026-07-09', false).due).toEqual([]);
    expect(ceisSchedule('2026-01-10', '2026-07-10', false).due).toEqual([{ months: 6, dueOn: '2026-07-10' }]);
  });
});
