import { describe, expect, it } from 'vitest';
import { LICENCE_KINDS } from '../../src/shared/licence-kinds';
import {
  cardDetailsSchema,
  LICENCE_CLASS_REQUIRED,
  LICENCE_EXPIRY_BEFORE_ISSUE,
  LICENCE_EXPIRY_REQUIRED,
  LICENCE_KIND_REQUIRED,
  LICENCE_NUMBER_REQUIRED,
  licenceInputSchema,
} from '../../src/shared/schemas/card-details';
import { teamMemberSchema, WIZARD_STEP_SCHEMAS } from '../../src/shared/schemas/team-member';
import { WIZARD_STEPS } from '../../src/shared/tasks';
import { issueMessages, PNG } from './issue-messages';

describe('card details step (decision 094)', () => {
  it('holds no answers of its own: the licences are a list', () => {
    expect(cardDetailsSchema().safeParse({}).success).toBe(true);
  });

  it('requires the expiry of a kind that expires, and not of one that does not', () => {
    expect(issueMessages(licenceInputSchema(), { kind: 'LF', number: 'LF123' })).toEqual({
      expiryDate: [LICENCE_EXPIRY_REQUIRED],
    });
    expect(
      licenceInputSchema().safeParse({ kind: 'LF', number: 'LF123', expiryDate: '2027-05-01' }).success,
    ).toBe(true);
    expect(licenceInputSchema().safeParse({ kind: 'WHITE_CARD', number: 'WC1' }).success).toBe(true);
  });

  it('requires a kind, a number, a driver licence’s class, and an expiry after the issue date', () => {
    expect(issueMessages(licenceInputSchema(), { kind: '', number: ' ' })).toEqual({
      kind: [LICENCE_KIND_REQUIRED],
      number: [LICENCE_NUMBER_REQUIRED],
    });
    expect(
      issueMessages(licenceInputSchema(), {
        kind: 'DRIVER',
        number: '123',
        issueDate: '2026-01-01',
        expiryDate: '2025-01-01',
      }),
    ).toEqual({ licenceClass: [LICENCE_CLASS_REQUIRED], expiryDate: [LICENCE_EXPIRY_BEFORE_ISSUE] });
  });

  it('lists every high risk work class of Schedule 3 the issue names, by its code', () => {
    const codes = LICENCE_KINDS.filter((k) => k.group === 'high-risk').map((k) => k.code);
    expect(codes).toEqual(
      'SB SI SA DG RB RI RA CT CS CD CP CB CV CN C2 C6 C1 C0 HM HP WP PB LF LO RS'.split(' '),
    );
  });
});

const member = {
  fullName: 'Jane Citizen',
  email: 'jane@example.com',
  mobile: '0412345678',
  gender: 'Female',
  dateOfBirth: '1990-01-01',
  addrsHouseNumber: '1',
  addrsStreetName: 'George St',
  addrsSuburb: 'Sydney',
  addrsState: 'NSW',
  addrsPostcode: '2000',
  emergencyContactName1: 'John Citizen',
  emergencyContactMobile1: '0412345679',
  emergencyContactRelationship1: 'Spouse',
  tagAboriginal: '0',
  tagAustralianCitizen: '1',
  bankInstitution: 'CBA',
  bankAccountName: 'J Citizen',
  bankBSB: '062-000',
  bankAccountNumber: '12345678',
  companyBeingEmployedBy: 'Acme Pty Ltd',
  position: 'Carpenter',
  department: 'Construction',
  location: 'Site',
  plannedStartDate: '2025-08-04',
  signature: PNG,
};

describe('team member', () => {
  it('has one schema per wizard step', () => {
    expect(Object.keys(WIZARD_STEP_SCHEMAS)).toEqual(WIZARD_STEPS.map((step) => step.id));
  });

  it('accepts a complete member made of the eight steps', () => {
    const parsed = teamMemberSchema().parse(member);
    expect(parsed.tagAboriginal).toBe(false);
  });

  it('applies every step rule', () => {
    const input = { ...member, fullName: '', bankBSB: '12345' };
    expect(issueMessages(teamMemberSchema(), input)).toEqual({
      fullName: ['Full name is required'],
      bankBSB: ['BSB must be 6 digits'],
    });
  });
});
