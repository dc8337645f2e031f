import { describe, expect, it } from 'vitest';
import { bankDetailsSchema } from '../../src/shared/schemas/bank-details';
import { confirmationSchema } from '../../src/shared/schemas/confirmation';
import { positionDetailsSchema } from '../../src/shared/schemas/position-details';
import { issueMessages, PNG } from './issue-messages';

describe('bank details step', () => {
  it('requires all four fields with the spec messages', () => {
    expect(issueMessages(bankDetailsSchema(), {})).toEqual({
      bankInstitution: ['Bank name is required'],
      bankAccountName: ['Account name is required'],
      bankBSB: ['BSB number is required'],
      bankAccountNumber: ['Account number is required'],
    });
  });

  it('rejects an invalid BSB and account number', () => {
    const input = {
      bankInstitution: 'CBA',
      bankAccountName: 'J',
      bankBSB: '12345',
      bankAccountNumber: '12a4',
    };
    expect(issueMessages(bankDetailsSchema(), input)).toEqual({
      bankBSB: ['BSB must be 6 digits'],
      bankAccountNumber: ['Account number must be 5 to 10 digits'],
    });
  });

  it('stores the BSB as XXX-XXX and the account number as digits', () => {
    const input = {
      bankInstitution: 'CBA',
      bankAccountName: 'J',
      bankBSB: '062000',
      bankAccountNumber: '1234 5678',
    };
    expect(bankDetailsSchema().parse(input)).toMatchObject({
      bankBSB: '062-000',
      bankAccountNumber: '12345678',
    });
  });
});

describe('position details step', () => {
  it('requires all five fields with the spec messages', () => {
    expect(issueMessages(positionDetailsSchema(), {})).toEqual({
      companyBeingEmployedBy: ['Company name is required'],
      position: ['Position is required'],
      department: ['Department is required'],
      location: ['Location is required'],
      plannedStartDate: ['Planned start date is required'],
    });
  });

  // Which names are sites is the server's to say (tests/api/sites.test.ts, decision 089).
  it('takes a site name and refuses a blank one with the spec message', () => {
    const input = {
      companyBeingEmployedBy: 'A',
      position: 'B',
      department: 'C',
      plannedStartDate: '2025-08-04',
    };
    expect(positionDetailsSchema().safeParse({ ...input, location: 'Rouse Hill Depot' }).success).toBe(true);
    expect(issueMessages(positionDetailsSchema(), { ...input, location: '  ' })).toEqual({
      location: ['Location is required'],
    });
  });
});

describe('confirmation step', () => {
  it('requires the initial as a PNG image', () => {
    expect(issueMessages(confirmationSchema(), {})).toEqual({ signature: ['Initial is required'] });
    expect(issueMessages(confirmationSchema(), { signature: 'data:image/jpeg;base64,AAAA' })).toEqual({
      signature: ['Initial is required'],
    });
    expect(confirmationSchema().parse({ signature: PNG })).toEqual({ notes: '', signature: PNG });
  });

  it('limits notes to 2000 characters', () => {
    expect(confirmationSchema().safeParse({ signature: PNG, notes: 'x'.repeat(2000) }).success).toBe(true);
    expect(confirmationSchema().safeParse({ signature: PNG, notes: 'x'.repeat(2001) }).success).toBe(false);
  });
});
