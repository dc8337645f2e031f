import { describe, expect, it } from 'vitest';
import { cardDetailsSchema } from '../../src/shared/schemas/card-details';
import { teamMemberSchema, WIZARD_STEP_SCHEMAS } from '../../src/shared/schemas/team-member';
import { WIZARD_STEPS } from '../../src/shared/tasks';
import { issueMessages, PNG } from './issue-messages';

describe('card details step', () => {
  it('accepts no cards or licences at all', () => {
    expect(cardDetailsSchema().safeParse({}).success).toBe(true);
  });

  it('requires a forklift expiry once a forklift licence number is entered', () => {
    expect(issueMessages(cardDetailsSchema(), { licenceForklift: 'LF123' })).toEqual({
      licenceForkliftExpiry: ['Forklift licence expiry is required'],
    });
    const withExpiry = { licenceForklift: 'LF123', licenceForkliftExpiry: '2027-05-01' };
    expect(cardDetailsSchema().safeParse(withExpiry).success).toBe(true);
  });

  it('requires an EWP expiry once an EWP licence number is entered', () => {
    expect(issueMessages(cardDetailsSchema(), { licenceEWP: 'E9' })).toEqual({
      licenceEWPExpiry: ['EWP licence expiry is required'],
    });
    expect(cardDetailsSchema().safeParse({ licenceEWP: 'E9', licenceEWPExpiry: '2027-05-01' }).success).toBe(
      true,
    );
  });

  it('does not require an expiry for a blank licence number', () => {
    expect(cardDetailsSchema().safeParse({ licenceForklift: '   ', licenceEWP: '' }).success).toBe(true);
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
    expect(parsed.licenceForklift).toBe('');
  });

  it('applies every step rule, including the licence expiry rule', () => {
    const input = { ...member, fullName: '', licenceEWP: 'E9', bankBSB: '12345' };
    expect(issueMessages(teamMemberSchema(), input)).toEqual({
      fullName: ['Full name is required'],
      bankBSB: ['BSB must be 6 digits'],
      licenceEWPExpiry: ['EWP licence expiry is required'],
    });
  });
});
