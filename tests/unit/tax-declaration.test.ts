import { describe, expect, it } from 'vitest';
import { taxDeclarationSchema, TFN_EXEMPTION_LABELS } from '../../src/shared/schemas/tax-declaration';
import { issueMessages, PNG } from './issue-messages';

const valid = {
  email: 'jane@example.com',
  taxFileNumber: '123 456 782',
  taxDeclarationDate: '2025-07-14',
  taxDeclarationSignature: PNG,
};

describe('tax declaration', () => {
  it('applies the spec defaults and stores the TFN as digits', () => {
    expect(taxDeclarationSchema.parse(valid)).toEqual({
      ...valid,
      taxFileNumber: '123456782',
      tfnExemption: '',
      basisOfPayment: 'employee',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
    });
  });

  it("requires a valid email with the message 'Valid email required'", () => {
    expect(issueMessages(taxDeclarationSchema, { ...valid, email: 'nope' })).toEqual({
      email: ['Valid email required'],
    });
  });

  it('rejects an invalid TFN', () => {
    expect(issueMessages(taxDeclarationSchema, { ...valid, taxFileNumber: '123456789' })).toEqual({
      taxFileNumber: ['Please enter a valid tax file number'],
    });
  });

  it('needs a TFN or an exemption', () => {
    const noTfn = { ...valid, taxFileNumber: '' };
    expect(issueMessages(taxDeclarationSchema, noTfn)).toEqual({
      taxFileNumber: ['Please enter a tax file number or choose an exemption'],
    });
    expect(taxDeclarationSchema.parse({ ...noTfn, tfnExemption: 'under18' }).tfnExemption).toBe('under18');
  });

  it('reports the TFN rule alongside other errors', () => {
    const input = { ...valid, taxFileNumber: '', taxDeclarationSignature: '' };
    expect(issueMessages(taxDeclarationSchema, input)).toEqual({
      taxDeclarationSignature: ['Initial is required'],
      taxFileNumber: ['Please enter a tax file number or choose an exemption'],
    });
  });

  it('drops a stale exemption once a TFN is entered', () => {
    expect(taxDeclarationSchema.parse({ ...valid, tfnExemption: 'pension' }).tfnExemption).toBe('');
  });

  it('labels the exemptions as the spec does', () => {
    expect(TFN_EXEMPTION_LABELS).toEqual({
      under18: 'Under 18 years of age',
      pension: 'Pension/benefit recipient',
    });
  });

  it('rejects values outside the answer sets', () => {
    const input = { ...valid, basisOfPayment: 'casual', australianResident: 'alien', hasHELPDebt: 'maybe' };
    expect(Object.keys(issueMessages(taxDeclarationSchema, input))).toEqual([
      'basisOfPayment',
      'australianResident',
      'hasHELPDebt',
    ]);
  });
});
