import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from '../../src/server/services/crypto/cipher';
import { MEMBER_CELLS, memberCells } from '../../src/server/services/excel/member-cells';
import { formatPhone, isValidPhone, normalizePhone } from '../../src/shared/validators/phone';
import { isValidAuMobile } from '../../src/shared/validators/mobile';

describe('emergency contact phone numbers (issue 23)', () => {
  it('takes an Australian landline and mobile, written any usual way, as E.164', () => {
    expect(normalizePhone('02 9726 1234')).toBe('+61297261234');
    expect(normalizePhone('(02) 9726-1234')).toBe('+61297261234');
    expect(normalizePhone('0412 345 678')).toBe('+61412345678');
    expect(normalizePhone('+61 (0) 412 345 678')).toBe('+61412345678');
    expect(normalizePhone('0061 412 345 678')).toBe('+61412345678');
    expect(normalizePhone('0011 84 912 345 678')).toBe('+84912345678');
  });

  it('takes a number abroad written with its country code', () => {
    expect(normalizePhone('+84 912 345 678')).toBe('+84912345678');
    expect(normalizePhone('+1 202 555 0143')).toBe('+12025550143');
  });

  it('refuses junk, too short or too long numbers and a country code alone', () => {
    for (const junk of [
      '',
      'abc',
      '12345',
      '0412',
      '02 9726 123',
      '0412 345 678 9',
      '+84',
      '+84 12',
      '+999 123 456',
    ]) {
      expect(isValidPhone(junk), junk).toBe(false);
    }
  });

  it('shows an Australian number in national format and any other in international format', () => {
    expect(formatPhone('+61297261234')).toBe('(02) 9726 1234');
    expect(formatPhone('+61412345678')).toBe('0412 345 678');
    expect(formatPhone('+84912345678')).toBe('+84 912 345 678');
  });

  it('formats a stored number by its country code, and shows one of an unknown code as stored', () => {
    // Christmas Island shares +61 and is dialled from Australia as a national number.
    expect(formatPhone('+61891641234')).toBe('(08) 9164 1234');
    expect(formatPhone('+12133734253')).toBe('+1 213 373 4253');
    expect(formatPhone('+999123456789')).toBe('+999123456789');
  });

  it('shows values stored before E.164 (a mobile as it was typed) the same way', () => {
    expect(formatPhone('0498765432')).toBe('0498 765 432');
    expect(formatPhone('0498 765 432')).toBe('0498 765 432');
    expect(formatPhone('  not a number ')).toBe('not a number');
  });

  it("leaves the hire's own mobile an Australian mobile", () => {
    expect(isValidAuMobile('02 9726 1234')).toBe(false);
    expect(isValidAuMobile('+84 912 345 678')).toBe(false);
  });
});

describe('the Excel sheet (issue 23)', () => {
  it('writes emergency contacts formatted, whether stored in E.164 or as typed before', () => {
    const raw = MEMBER_CELLS.map((cell) =>
      cell.source === 'm.emergencyContactMobile1'
        ? '+84912345678'
        : cell.source === 'm.emergencyContactMobile2'
          ? '0498765432'
          : null,
    );
    const [row] = memberCells([raw], createCipher(crypto.randomBytes(32)), 'Australia/Sydney');
    const cell = (header: string) => row![MEMBER_CELLS.findIndex((c) => c.header === header)];
    expect(cell('Emergency Contact 1 Mobile')).toBe('+84 912 345 678');
    expect(cell('Emergency Contact 2 Mobile')).toBe('0498 765 432');
  });
});
