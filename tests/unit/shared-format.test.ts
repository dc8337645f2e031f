import { describe, expect, it } from 'vitest';
import {
  formatAbn,
  formatBsb,
  formatMobile,
  formatTfn,
  maskAccountNumber,
  maskBsb,
  maskTfn,
  maskVisaNumber,
} from '../../src/shared/format';

// Issue 22 §4: one set of formatting rules in the screens, the PDFs and the Excel export.
describe('shared formats', () => {
  it('writes a mobile as 0412 345 678 however it was stored or typed', () => {
    for (const value of [
      '0412345678',
      '+61412345678',
      '61 412 345 678',
      '0412-345-678',
      '+61 (0) 412 345 678',
    ])
      expect(formatMobile(value)).toBe('0412 345 678');
    expect(formatMobile(' not a mobile ')).toBe('not a mobile');
  });

  it('writes an ABN as 53 004 085 616', () => {
    expect(formatAbn('53004085616')).toBe('53 004 085 616');
    expect(formatAbn('53 004 085 616')).toBe('53 004 085 616');
    expect(formatAbn('1234')).toBe('1234');
  });

  it('writes a BSB as 062-000', () => {
    expect(formatBsb('062000')).toBe('062-000');
    expect(formatBsb('062 000')).toBe('062-000');
    expect(formatBsb('062-000')).toBe('062-000');
    // A masked BSB from the server is shown as it came.
    expect(formatBsb('•••-000')).toBe('•••-000');
  });

  it('masks numbers for documents that leave the system, keeping their shape', () => {
    expect(maskBsb('062-000')).toBe('•••-000');
    expect(maskBsb('062000')).toBe('•••-000');
    expect(maskAccountNumber('99995678')).toBe('••••5678');
    expect(maskTfn('123 456 782')).toBe('••• ••• 782');
    expect(formatTfn('123456782')).toBe('123 456 782');
    expect(maskVisaNumber('VZ7788123')).toBe('••••123');
    expect([maskBsb(''), maskAccountNumber(''), maskTfn(''), maskVisaNumber('')]).toEqual(['', '', '', '']);
  });
});
