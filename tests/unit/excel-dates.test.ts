import { describe, expect, it } from 'vitest';
import { dateSerial, dateTimeSerial } from '../../src/server/services/excel/excel-dates';

const SYDNEY = 'Australia/Sydney';
import { columnLetters, xmlText } from '../../src/server/services/excel/sheet-xml';

describe('date cells', () => {
  it('gives a stored date the serial day number spreadsheets count from 30/12/1899', () => {
    expect(dateSerial('1970-01-01')).toBe(25569);
    expect(dateSerial('1991-02-03')).toBe(33272);
    expect(dateSerial('2024-02-29')).toBe(45351);
  });

  it('leaves what is not a real date as text', () => {
    for (const value of ['', '2025-02-30', '03/02/1991', '1899-12-31', '2025-1-1'])
      expect(dateSerial(value)).toBeUndefined();
    for (const value of [
      '2025-01-01 ',
      ' 2025-01-01',
      '2025-01-0x',
      '2025/01/01',
      '１９９１-02-03',
      '0050-01-01',
    ])
      expect(dateSerial(value)).toBeUndefined();
  });

  it('agrees with the calendar on every day, month and year of 1899 to 2101, and on what is not one', () => {
    // The calendar's own answer: a day that Date.UTC does not roll over, from 01/03/1900 on.
    const calendar = (year: number, month: number, day: number) => {
      const ms = Date.UTC(year, month - 1, day);
      const back = new Date(ms);
      const real =
        back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day;
      return real && ms >= Date.UTC(1900, 2, 1) ? ms / 86_400_000 + 25569 : undefined;
    };
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (let year = 1899; year <= 2101; year++)
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(dateSerial(text), text).toBe(calendar(year, month, day));
        }
  });

  it("holds a moment as Sydney's wall-clock time, to the second, either side of daylight saving", () => {
    // 05:04:05 UTC in July is 3:04:05 pm AEST (UTC+10); in January 4:04:05 pm AEDT (UTC+11).
    expect(dateTimeSerial(new Date('2025-07-14T05:04:05.900Z'), SYDNEY)).toBeCloseTo(
      dateSerial('2025-07-14')! + (15 * 3600 + 4 * 60 + 5) / 86400,
      9,
    );
    expect(dateTimeSerial(new Date('2025-01-14T05:04:05Z'), SYDNEY)).toBeCloseTo(
      dateSerial('2025-01-14')! + (16 * 3600 + 4 * 60 + 5) / 86400,
      9,
    );
    // Daylight saving ended at 3 am AEDT on 6 April 2025 (16:00 UTC on the 5th).
    expect(dateTimeSerial(new Date('2025-04-05T15:59:59Z'), SYDNEY)).toBeCloseTo(
      dateSerial('2025-04-06')! + (2 * 3600 + 59 * 60 + 59) / 86400,
      9,
    );
    expect(dateTimeSerial(new Date('2025-04-05T16:00:00Z'), SYDNEY)).toBeCloseTo(
      dateSerial('2025-04-06')! + (2 * 3600) / 86400,
      9,
    );
    expect(dateTimeSerial(null, SYDNEY)).toBeUndefined();
  });

  it("holds a moment as the employer's zone's wall-clock time when that is not Sydney", () => {
    // 14:30 UTC on 28/11 is 1:30 am on the 29th in Sydney, 10:30 pm on the 28th in Perth.
    expect(dateTimeSerial(new Date('2026-11-28T14:30:00Z'), 'Australia/Perth')).toBeCloseTo(
      dateSerial('2026-11-28')! + (22 * 3600 + 30 * 60) / 86400,
      9,
    );
  });
});

describe('sheet text', () => {
  it('names columns A to Z, then AA on', () => {
    expect([1, 26, 27, 52, 78].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BZ']);
  });

  it('escapes XML and writes what XML cannot hold as _xHHHH_', () => {
    expect(xmlText('Smith & Sons <Lane> "Rear"')).toBe('Smith &amp; Sons &lt;Lane&gt; &quot;Rear&quot;');
    expect(xmlText('a\u0001b')).toBe('a_x0001_b');
    expect(xmlText('_x0041_')).toBe('_x005F_x0041_');
    expect(xmlText('Nguyễn 😀\ttab')).toBe('Nguyễn 😀\ttab');
  });

  it('keeps a carriage return, which an XML reader would turn into a line feed', () => {
    expect(xmlText('typed on Windows\r\nsecond line\ra lone CR')).toBe(
      'typed on Windows_x000D_\nsecond line_x000D_a lone CR',
    );
    expect(xmlText('line\nline')).toBe('line\nline');
  });
});
