import { describe, expect, it } from 'vitest';
import {
  initialTaxValues,
  isTaxFormReady,
  toTaxDraft,
} from '../../src/client/features/tax-declaration/tax-form-values';
import { taxDeclarationDraftSchema } from '../../src/shared/schemas/tax-declaration';

/** The declaration on file, as the form receives it when the hire edits it. */
type OnFile = NonNullable<Parameters<typeof initialTaxValues>[2]>;

const answered = {
  ...initialTaxValues('kim@example.com', null, null, 'Kim Lee'),
  basisOfPayment: 'casual',
  australianResident: 'resident',
  claimTaxFreeThreshold: 'no',
  hasHELPDebt: 'no',
  taxDeclarationSignature: 'data:image/png;base64,AAAA',
};

describe('tax declaration form', () => {
  it('assumes no answer and asks no date (the server dates the declaration the day it is signed)', () => {
    const values = initialTaxValues('kim@example.com', null, null);
    expect(values).toMatchObject({ basisOfPayment: '', claimTaxFreeThreshold: '', hasHELPDebt: '' });
    expect(values).not.toHaveProperty('taxDeclarationDate');
  });

  it('starts the names from Full Name, the last word the family name, unless the hire has their own', () => {
    expect(initialTaxValues('kim@example.com', null, null, 'Kim Soo Lee')).toMatchObject({
      title: '',
      familyName: 'Lee',
      givenNames: 'Kim Soo',
    });
    const draft = { familyName: 'Kim', givenNames: 'Soo Lee', title: 'Ms' as const };
    expect(initialTaxValues('kim@example.com', draft, null, 'Kim Soo Lee')).toMatchObject(draft);
  });

  it('resumes a draft, TFN spaced as typed', () => {
    const values = initialTaxValues(
      'kim@example.com',
      { taxFileNumber: '123456782', basisOfPayment: 'casual' },
      null,
    );
    expect(values).toMatchObject({ taxFileNumber: '123 456 782', basisOfPayment: 'casual' });
  });

  it("starts from HR's basis of payment for an invited hire, unless a saved draft or the declaration on file answers it", () => {
    const invited = initialTaxValues('kim@example.com', null, null, 'Kim Lee', 'casual');
    expect(invited.basisOfPayment).toBe('casual');
    // Nothing else is assumed on HR's word.
    expect(invited).toMatchObject({ australianResident: '', claimTaxFreeThreshold: '', hasHELPDebt: '' });
    // A draft saved before answering the question still starts from HR's answer.
    expect(
      initialTaxValues('kim@example.com', { familyName: 'Lee' }, null, '', 'casual').basisOfPayment,
    ).toBe('casual');

    const draft = { basisOfPayment: 'part-time' as const };
    expect(initialTaxValues('kim@example.com', draft, null, 'Kim Lee', 'casual').basisOfPayment).toBe(
      'part-time',
    );
    const onFile: OnFile = {
      id: 'declaration-1',
      masked: false,
      email: 'kim@example.com',
      title: '',
      familyName: 'Lee',
      givenNames: 'Kim',
      firstName: 'Kim',
      middleName: '',
      homeCountry: '',
      taxFileNumber: '123456782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
      previousFamilyName: '',
      taxDeclarationDate: '2026-11-20',
      taxDeclarationSignature: 'data:image/png;base64,AAAA',
      signedAt: '2026-11-20T01:00:00.000Z',
      submittedAt: '2026-11-20T01:00:00.000Z',
    };
    expect(initialTaxValues('kim@example.com', null, onFile, 'Kim Lee', 'casual').basisOfPayment).toBe(
      'full-time',
    );
  });

  it('enables submit only with a TFN or a choice, every answer and the initial', () => {
    expect(isTaxFormReady(answered)).toBe(false);
    expect(isTaxFormReady({ ...answered, tfnExemption: 'applied' })).toBe(true);
    expect(isTaxFormReady({ ...answered, taxFileNumber: '123 456 782' })).toBe(true);
    expect(isTaxFormReady({ ...answered, taxFileNumber: '123 456 782', hasHELPDebt: '' })).toBe(false);
    expect(isTaxFormReady({ ...answered, tfnExemption: 'not-quoted', familyName: ' ' })).toBe(false);
    const whm = { ...answered, tfnExemption: 'applied', australianResident: 'working-holiday-maker' };
    expect(isTaxFormReady(whm)).toBe(false);
    expect(isTaxFormReady({ ...whm, homeCountry: 'IE' })).toBe(true);
    expect(isTaxFormReady({ ...answered, taxFileNumber: '123 456 782', taxDeclarationSignature: '' })).toBe(
      false,
    );
  });

  it('saves a draft the server accepts, without the email or the initial', () => {
    const draft = toTaxDraft({ ...answered, taxFileNumber: '123 45' });
    expect(draft).not.toHaveProperty('email');
    expect(draft).not.toHaveProperty('taxDeclarationSignature');
    expect(taxDeclarationDraftSchema.safeParse(draft).success).toBe(true);
  });
});
