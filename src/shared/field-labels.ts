// What each stored answer is called when a person reads about it (the HR email's 'What changed',
// the application PDF's list of changes): the forms' wording, never the field's name in the code
// ('hasHELPDebt'). The server checks that every answer of the application has one
// (services/submission/application-changes.ts), so a new column cannot go out unnamed.

import {
  CARD_LABELS,
  PERSONAL_STATUS_TAG_LABELS,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
} from './choice-labels';

/** The Personal Information answers (the team member's columns). */
export const PERSONAL_FIELD_LABELS = {
  fullName: 'Full name',
  mobile: 'Mobile number',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  profilePhotoFileId: 'Profile photo',
  addrsHouseNumber: 'House number',
  addrsStreetName: 'Street name',
  addrsSuburb: 'Suburb',
  addrsState: 'State',
  addrsPostcode: 'Postcode',
  emergencyContactName1: 'Primary emergency contact name',
  emergencyContactMobile1: 'Primary emergency contact mobile',
  emergencyContactRelationship1: 'Primary emergency contact relationship',
  emergencyContactName2: 'Second emergency contact name',
  emergencyContactMobile2: 'Second emergency contact mobile',
  emergencyContactRelationship2: 'Second emergency contact relationship',
  ...PERSONAL_STATUS_TAG_LABELS,
  visaNumber: 'Visa number',
  visaExpiry: 'Visa expiry',
  visaSubclass: VISA_SUBCLASS_LABEL,
  visaConditions: VISA_CONDITIONS_LABEL,
  ...CARD_LABELS,
  licenceForklift: 'Forklift licence',
  licenceForkliftExpiry: 'Forklift licence expiry',
  licenceEWP: 'EWP licence',
  licenceEWPExpiry: 'EWP licence expiry',
  bankInstitution: 'Bank name',
  bankAccountName: 'Bank account name',
  bankBSB: 'BSB',
  bankAccountNumber: 'Bank account number',
  companyBeingEmployedBy: 'Company being employed by',
  position: 'Position',
  department: 'Department',
  location: 'Location',
  plannedStartDate: 'Planned start date',
  notes: 'Notes',
} as const;

/** The tax file number declaration's answers (NAT 3092). */
export const TAX_FIELD_LABELS = {
  title: 'Title',
  familyName: 'Family name',
  givenNames: 'Given names',
  homeCountry: 'Country of passport',
  taxFileNumber: 'Tax file number',
  tfnExemption: 'TFN exemption',
  basisOfPayment: 'Basis of payment',
  australianResident: 'Residency for tax purposes',
  claimTaxFreeThreshold: 'Claims the tax-free threshold',
  hasHELPDebt: 'HELP, VSL, FS, SSL or AASL debt',
  previousFamilyName: 'Previous family name',
  taxDeclarationDate: 'Declaration date',
} as const;

/** The super choice's answers (NAT 13080). */
export const SUPER_FIELD_LABELS = {
  fundChoice: 'Fund choice',
  taxFileNumber: 'Tax file number',
  cbusMemberNumber: 'Cbus member number',
  fundName: 'Fund name',
  fundAddress: 'Fund address',
  memberNumber: 'Member number',
  accountName: 'Account name',
  fundABN: 'Fund ABN',
  fundUSI: 'Fund USI',
  fundPhoneNumber: 'Fund phone',
  isSMSF: 'Self-managed fund',
  smsfBSB: 'SMSF BSB',
  smsfAccountNumber: 'SMSF account number',
  smsfFundESA: 'SMSF electronic service address',
} as const;
