import { describe, expect, it } from 'vitest';
import {
  ageOn,
  canClaimUnder18,
  FIRST_NAME_REQUIRED,
  isSplitOf,
  NAMES_SPLIT_MISMATCH,
  splitGivenNames,
  taxDeclarationDraftSchema,
  taxDeclarationSchema,
  splitFullName,
  TFN_EXEMPTION_LABELS,
  TFN_RESERVED,
} from '../../src/shared/schemas/tax-declaration';
import { issueMessages, PNG } from './issue-messages';

const valid = {
  email: 'jane@example.com',
  taxFileNumber: '123 456 782',
  basisOfPayment: 'full-time',
  australianResident: 'resident',
  claimTaxFreeThreshold: 'yes',
  hasHELPDebt: 'no',
  taxDeclarationSignature: PNG,
};

describe('tax declaration (NAT 3092)', () => {
  it('stores the TFN as digits, with no exemption and no previous family name', () => {
    // A date sent along is dropped: the server dates the declaration the day it is signed.
    expect(taxDeclarationSchema.parse({ ...valid, taxDeclarationDate: '2025-07-14' })).toEqual({
      ...valid,
      title: '',
      familyName: '',
      givenNames: '',
      firstName: '',
      middleName: '',
      homeCountry: '',
      taxFileNumber: '123456782',
      tfnExemption: '',
      previousFamilyName: '',
    });
  });

  it('takes the first and middle names as a split of the given names, or none for the server to split', () => {
    const named = { ...valid, givenNames: 'Mary Jane Ann' };
    expect(
      issueMessages(taxDeclarationSchema, { ...named, firstName: 'Mary Jane', middleName: 'Ann' }),
    ).toEqual({});
    expect(issueMessages(taxDeclarationSchema, { ...named, firstName: 'Mary', middleName: 'Ann' })).toEqual({
      middleName: [NAMES_SPLIT_MISMATCH],
    });
    expect(issueMessages(taxDeclarationSchema, { ...named, middleName: 'Ann' })).toEqual({
      firstName: [FIRST_NAME_REQUIRED],
    });
    expect(splitGivenNames(' Mary  Jane Ann ')).toEqual({ firstName: 'Mary', middleName: 'Jane Ann' });
    expect(isSplitOf('Mary Jane', { firstName: 'Mary Jane', middleName: '' })).toBe(true);
  });

  it("requires a valid email with the message 'Valid email required'", () => {
    expect(issueMessages(taxDeclarationSchema, { ...valid, email: 'nope' })).toEqual({
      email: ['Valid email required'],
    });
  });

  it('rejects a TFN with a wrong check digit', () => {
    expect(issueMessages(taxDeclarationSchema, { ...valid, taxFileNumber: '123456789' })).toEqual({
      taxFileNumber: ['Please enter a valid tax file number'],
    });
  });

  it('needs a TFN or one of the four choices NAT 3092 offers instead', () => {
    const noTfn = { ...valid, taxFileNumber: '' };
    expect(issueMessages(taxDeclarationSchema, noTfn)).toEqual({
      taxFileNumber: ['Please enter a tax file number or choose an exemption'],
    });
    for (const tfnExemption of ['applied', 'under18', 'pension', 'not-quoted']) {
      expect(taxDeclarationSchema.parse({ ...noTfn, tfnExemption }).tfnExemption).toBe(tfnExemption);
    }
    expect(Object.keys(issueMessages(taxDeclarationSchema, { ...noTfn, tfnExemption: 'other' }))).toEqual([
      'tfnExemption',
    ]);
  });

  it('asks every question: no answer is assumed', () => {
    const rest = { email: valid.email, taxFileNumber: valid.taxFileNumber };
    expect(issueMessages(taxDeclarationSchema, { ...rest, taxDeclarationSignature: '' })).toEqual({
      basisOfPayment: ['Please choose how you are paid'],
      australianResident: ['Please choose your residency for tax purposes'],
      claimTaxFreeThreshold: ['Please answer whether you claim the tax-free threshold'],
      hasHELPDebt: ['Please answer whether you have a study or training support loan debt'],
      taxDeclarationSignature: ['Initial is required'],
    });
  });

  it("accepts NAT 3092's options and refuses the old app's", () => {
    for (const basisOfPayment of ['full-time', 'part-time', 'casual', 'labour-hire', 'super-income-stream'])
      expect(taxDeclarationSchema.safeParse({ ...valid, basisOfPayment }).success).toBe(true);
    for (const australianResident of ['resident', 'foreign-resident', 'working-holiday-maker'])
      expect(
        taxDeclarationSchema.safeParse({ ...valid, australianResident, homeCountry: 'IE' }).success,
      ).toBe(true);
    const old = { ...valid, basisOfPayment: 'contractor', australianResident: 'australian-citizen' };
    expect(Object.keys(issueMessages(taxDeclarationSchema, old))).toEqual([
      'basisOfPayment',
      'australianResident',
    ]);
  });

  it('drops a stale exemption once a TFN is entered', () => {
    expect(taxDeclarationSchema.parse({ ...valid, tfnExemption: 'pension' }).tfnExemption).toBe('');
  });

  it('labels the choices with the words of NAT 3092', () => {
    expect(TFN_EXEMPTION_LABELS).toEqual({
      applied: 'I have made a separate application/enquiry to the ATO for a new or existing TFN',
      under18:
        'I am claiming an exemption because I am under 18 years of age and do not earn enough to pay tax',
      pension: 'I am claiming an exemption because I am in receipt of a pension, benefit or allowance',
      'not-quoted': "I don't want to quote my TFN",
    });
  });

  it("refuses the ATO's reserved codes as a typed TFN, 000000000 though its check digit is right", () => {
    for (const code of ['000 000 000', '111111111', '222222222', '333333333', '444444444', '987654321']) {
      expect(issueMessages(taxDeclarationSchema, { ...valid, taxFileNumber: code })).toEqual({
        taxFileNumber: expect.arrayContaining([TFN_RESERVED]) as string[],
      });
    }
  });

  it("asks a working holiday maker's passport country, an ISO 3166-1 code, and keeps none for others", () => {
    const whm = { ...valid, australianResident: 'working-holiday-maker' };
    expect(issueMessages(taxDeclarationSchema, whm)).toEqual({
      homeCountry: ['Please choose the country of your passport'],
    });
    expect(Object.keys(issueMessages(taxDeclarationSchema, { ...whm, homeCountry: 'ZZ' }))).toEqual([
      'homeCountry',
    ]);
    expect(taxDeclarationSchema.parse({ ...whm, homeCountry: 'gb' }).homeCountry).toBe('GB');
    expect(taxDeclarationSchema.parse({ ...valid, homeCountry: 'GB' }).homeCountry).toBe('');
  });

  it('takes a title of Mr, Mrs, Miss or Ms, or none', () => {
    for (const title of ['', 'Mr', 'Mrs', 'Miss', 'Ms'])
      expect(taxDeclarationSchema.parse({ ...valid, title }).title).toBe(title);
    expect(Object.keys(issueMessages(taxDeclarationSchema, { ...valid, title: 'Dr' }))).toEqual(['title']);
  });

  it('splits Full Name with its last word as the family name', () => {
    expect(splitFullName(' Mary  Jane Citizen ')).toEqual({ familyName: 'Citizen', givenNames: 'Mary Jane' });
    expect(splitFullName('Madonna')).toEqual({ familyName: 'Madonna', givenNames: '' });
  });

  it('keeps a previous family name, trimmed and bounded', () => {
    expect(taxDeclarationSchema.parse({ ...valid, previousFamilyName: ' Nguyễn ' }).previousFamilyName).toBe(
      'Nguyễn',
    );
    expect(
      Object.keys(issueMessages(taxDeclarationSchema, { ...valid, previousFamilyName: 'x'.repeat(201) })),
    ).toEqual(['previousFamilyName']);
  });

  it('offers the under-18 exemption only to someone under 18 on the declaration date', () => {
    expect(ageOn('2008-07-15', '2026-07-14')).toBe(17);
    expect(ageOn('2008-07-14', '2026-07-14')).toBe(18);
    expect(canClaimUnder18('2008-07-15', '2026-07-14')).toBe(true);
    expect(canClaimUnder18('2008-07-14', '2026-07-14')).toBe(false);
  });
});

describe('tax declaration draft', () => {
  it('takes a half-filled form', () => {
    expect(taxDeclarationDraftSchema.parse({ taxFileNumber: '123 45', basisOfPayment: '' })).toEqual({
      taxFileNumber: '123 45',
      basisOfPayment: '',
    });
  });

  it('refuses unknown fields, unknown answers and oversized values', () => {
    for (const draft of [
      { note: 'x' },
      { basisOfPayment: 'contractor' },
      { taxFileNumber: '1'.repeat(12) },
      { previousFamilyName: 'x'.repeat(201) },
      { taxDeclarationDate: 'tomorrow' },
    ])
      expect(taxDeclarationDraftSchema.safeParse(draft).success, JSON.stringify(draft)).toBe(false);
  });
});
