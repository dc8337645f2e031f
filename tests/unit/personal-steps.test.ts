import { describe, expect, it } from 'vitest';
import { addressSchema } from '../../src/shared/schemas/address';
import { basicInfoSchema } from '../../src/shared/schemas/basic-info';
import { emergencyContactSchema } from '../../src/shared/schemas/emergency-contact';
import { personalStatusSchema } from '../../src/shared/schemas/personal-status';
import { issueMessages } from './issue-messages';

describe('basic info step', () => {
  it('reports each missing field with the spec message, once', () => {
    expect(issueMessages(basicInfoSchema(), {})).toEqual({
      fullName: ['Full name is required'],
      email: ['Please enter a valid email address'],
      mobile: ['Mobile number is required'],
      gender: ['Please select a gender'],
      dateOfBirth: ['Date of birth is required'],
    });
    const blank = { fullName: '  ', email: '', mobile: ' ', gender: '', dateOfBirth: '' };
    expect(issueMessages(basicInfoSchema(), blank)).toEqual(issueMessages(basicInfoSchema(), {}));
  });

  it('trims, lower-cases the email and stores the mobile as 04XXXXXXXX', () => {
    const parsed = basicInfoSchema().parse({
      fullName: ' Jane Citizen ',
      email: ' Jane@Example.COM ',
      mobile: '+61 412 345 678',
      gender: 'Female',
      dateOfBirth: '1990-02-28',
    });
    expect(parsed).toEqual({
      fullName: 'Jane Citizen',
      email: 'jane@example.com',
      mobile: '0412345678',
      gender: 'Female',
      dateOfBirth: '1990-02-28',
    });
  });

  it('rejects a malformed email, a landline, an unknown gender and an impossible date', () => {
    const input = {
      fullName: 'J',
      email: 'jane@',
      mobile: '02 1234 5678',
      gender: 'X',
      dateOfBirth: '1990-02-30',
    };
    expect(issueMessages(basicInfoSchema(), input)).toEqual({
      email: ['Please enter a valid email address'],
      mobile: ['Please enter a valid Australian mobile number'],
      gender: ['Please select a gender'],
      dateOfBirth: ['Please enter a valid date'],
    });
  });
});

describe('address step', () => {
  it('requires all five fields with the spec messages', () => {
    expect(issueMessages(addressSchema(), {})).toEqual({
      addrsHouseNumber: ['House number is required'],
      addrsStreetName: ['Street name is required'],
      addrsSuburb: ['Suburb is required'],
      addrsState: ['State is required'],
      addrsPostcode: ['Postcode is required'],
    });
  });

  it('checks the state and a 4-digit postcode', () => {
    const base = { addrsHouseNumber: '1', addrsStreetName: 'George St', addrsSuburb: 'Sydney' };
    expect(issueMessages(addressSchema(), { ...base, addrsState: 'XYZ', addrsPostcode: '200' })).toEqual({
      addrsState: ['State is required'],
      addrsPostcode: ['Postcode must be 4 digits'],
    });
    expect(addressSchema().safeParse({ ...base, addrsState: 'NSW', addrsPostcode: '2000' }).success).toBe(
      true,
    );
  });

  it('asks for the whole postal address only when it is ticked as different, and keeps none otherwise', () => {
    const home = {
      addrsHouseNumber: '1',
      addrsStreetName: 'George St',
      addrsSuburb: 'Sydney',
      addrsState: 'NSW',
      addrsPostcode: '2000',
    };
    expect(issueMessages(addressSchema(), { ...home, postalAddressDifferent: true })).toEqual({
      postalAddressLine: ['Postal address is required'],
      postalSuburb: ['Postal suburb is required'],
      postalState: ['Postal state is required'],
      postalPostcode: ['Postal postcode is required'],
    });
    const postal = {
      postalAddressLine: 'PO Box 12',
      postalSuburb: 'Parramatta',
      postalState: 'NSW',
      postalPostcode: '2150',
    };
    expect(addressSchema().parse({ ...home, ...postal, postalAddressDifferent: true })).toMatchObject(postal);
    expect(addressSchema().parse({ ...home, ...postal })).toMatchObject({
      postalAddressDifferent: false,
      postalAddressLine: '',
      postalSuburb: '',
      postalState: '',
      postalPostcode: '',
    });
  });
});

describe('emergency contact step', () => {
  const primary = {
    emergencyContactName1: 'John Citizen',
    emergencyContactMobile1: '0412 345 678',
    emergencyContactRelationship1: 'Spouse',
  };

  it('requires the primary contact with the spec messages', () => {
    expect(issueMessages(emergencyContactSchema(), {})).toEqual({
      emergencyContactName1: ['Primary emergency contact name is required'],
      emergencyContactMobile1: ['Primary emergency contact mobile is required'],
      emergencyContactRelationship1: ['Primary emergency contact relationship is required'],
    });
  });

  it('leaves the secondary contact optional, defaulting to empty strings', () => {
    expect(emergencyContactSchema().parse(primary)).toEqual({
      ...primary,
      emergencyContactMobile1: '+61412345678',
      emergencyContactName2: '',
      emergencyContactMobile2: '',
      emergencyContactRelationship2: '',
    });
  });

  it('takes a landline and a number abroad, stored in E.164 (issue 23)', () => {
    const parsed = emergencyContactSchema().parse({
      ...primary,
      emergencyContactMobile1: '02 9726 1234',
      emergencyContactName2: 'Nguyễn Thị Lan',
      emergencyContactMobile2: '+84 912 345 678',
      emergencyContactRelationship2: 'Parent',
    });
    expect(parsed.emergencyContactMobile1).toBe('+61297261234');
    expect(parsed.emergencyContactMobile2).toBe('+84912345678');
  });

  it('refuses what is not a phone number with the spec-style message', () => {
    for (const junk of ['123', '0412', 'call my mum', '02 9726 123', '+84 12']) {
      expect(issueMessages(emergencyContactSchema(), { ...primary, emergencyContactMobile1: junk })).toEqual({
        emergencyContactMobile1: ['Please enter a valid phone number'],
      });
    }
  });

  it('checks a secondary mobile and relationship when given', () => {
    const input = { ...primary, emergencyContactMobile2: '123', emergencyContactRelationship2: 'Boss' };
    expect(Object.keys(issueMessages(emergencyContactSchema(), input))).toEqual([
      'emergencyContactMobile2',
      'emergencyContactRelationship2',
    ]);
  });
});

describe('personal status step', () => {
  it('reads tags leniently and defaults them to false', () => {
    const parsed = personalStatusSchema().parse({
      tagAboriginal: '1',
      tagDisabled: 'true',
      tagVisaCitizen: 1,
      visaSubclass: '482',
      visaPassportNumber: 'PA1234567',
      visaPassportCountry: 'gb',
      vevoConsent: 'true',
    });
    expect(parsed).toEqual({
      tagAboriginal: true,
      tagSingleParent: false,
      tagDisabled: true,
      tagAustralianCitizen: false,
      tagPermanentResident: false,
      tagNZCitizen: false,
      tagVisaCitizen: true,
      visaNumber: '',
      visaExpiry: '',
      visaSubclass: '482',
      visaConditions: '',
      visaPassportNumber: 'PA1234567',
      visaPassportCountry: 'GB',
      visaImmiCardNumber: '',
      vevoConsent: true,
    });
  });

  it('accepts an empty or valid visa expiry only', () => {
    const citizen = { tagAustralianCitizen: '1' };
    expect(personalStatusSchema().safeParse({ ...citizen, visaExpiry: '' }).success).toBe(true);
    expect(personalStatusSchema().safeParse({ ...citizen, visaExpiry: '2027-01-31' }).success).toBe(true);
    expect(issueMessages(personalStatusSchema(), { ...citizen, visaExpiry: 'soon' })).toEqual({
      visaExpiry: ['Please enter a valid date'],
    });
  });
});

describe('right to work (issue 22 §3)', () => {
  const RIGHTS = ['tagAustralianCitizen', 'tagPermanentResident', 'tagNZCitizen', 'tagVisaCitizen'] as const;

  it('takes exactly one of citizen, permanent resident, NZ citizen and visa holder, on the step and on the whole member', async () => {
    const { RIGHT_TO_WORK_ONE } = await import('../../src/shared/schemas/personal-status');
    const { teamMemberSchema } = await import('../../src/shared/schemas/team-member');
    const { memberFields } = await import('../fixtures/member-form');
    const none = Object.fromEntries(RIGHTS.map((t) => [t, '0']));
    expect(issueMessages(personalStatusSchema(), none)).toEqual({
      tagAustralianCitizen: [RIGHT_TO_WORK_ONE],
    });
    expect(teamMemberSchema().safeParse(memberFields('none@example.com', none)).success).toBe(false);
    for (const [i, a] of RIGHTS.entries()) {
      const one = {
        ...none,
        [a]: '1',
        visaSubclass: '482',
        visaImmiCardNumber: 'IC1234567',
        vevoConsent: '1',
      };
      expect(personalStatusSchema().safeParse(one).success).toBe(true);
      for (const b of RIGHTS.slice(i + 1)) {
        const two = { ...one, [b]: '1' };
        expect(issueMessages(personalStatusSchema(), two)).toEqual({
          tagAustralianCitizen: [RIGHT_TO_WORK_ONE],
        });
        expect(teamMemberSchema().safeParse(memberFields('two@example.com', two)).success).toBe(false);
      }
    }
  });

  it('asks a visa holder for the subclass (3 digits); work conditions are optional', async () => {
    const { VISA_SUBCLASS_INVALID, VISA_SUBCLASS_REQUIRED } =
      await import('../../src/shared/schemas/personal-status');
    const vevo = { visaImmiCardNumber: 'IC1234567', vevoConsent: '1' };
    expect(
      issueMessages(personalStatusSchema(), { ...vevo, tagVisaCitizen: '1', visaNumber: 'VZ1' }),
    ).toEqual({
      visaSubclass: [VISA_SUBCLASS_REQUIRED],
    });
    expect(
      issueMessages(personalStatusSchema(), { ...vevo, tagVisaCitizen: '1', visaSubclass: 'TSS' }),
    ).toEqual({
      visaSubclass: [VISA_SUBCLASS_INVALID],
    });
    expect(
      personalStatusSchema().safeParse({ ...vevo, tagVisaCitizen: '1', visaSubclass: '417' }).success,
    ).toBe(true);
    expect(personalStatusSchema().safeParse({ tagNZCitizen: '1' }).success).toBe(true);
  });

  it('asks a visa holder for what VEVO needs (a passport number and country, or an ImmiCard number) and consent (issue 40)', async () => {
    const { PASSPORT_COUNTRY_REQUIRED, VEVO_CONSENT_REQUIRED, VEVO_NUMBER_REQUIRED } =
      await import('../../src/shared/schemas/personal-status');
    const visa = { tagVisaCitizen: '1', visaSubclass: '482' };
    expect(issueMessages(personalStatusSchema(), visa)).toEqual({
      visaPassportNumber: [VEVO_NUMBER_REQUIRED],
      vevoConsent: [VEVO_CONSENT_REQUIRED],
    });
    expect(
      issueMessages(personalStatusSchema(), { ...visa, visaPassportNumber: 'PA1', vevoConsent: '1' }),
    ).toEqual({
      visaPassportCountry: [PASSPORT_COUNTRY_REQUIRED],
    });
    const passport = { ...visa, visaPassportNumber: 'PA1', visaPassportCountry: 'NZ', vevoConsent: '1' };
    expect(personalStatusSchema().safeParse(passport).success).toBe(true);
    expect(
      personalStatusSchema().safeParse({ ...visa, visaImmiCardNumber: 'IC1', vevoConsent: '1' }).success,
    ).toBe(true);
  });
});
