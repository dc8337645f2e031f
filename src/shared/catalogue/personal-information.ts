import {
  PERSONAL_STATUS_TAG_LABELS as TAG,
  VEVO_CONSENT_LABEL,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
} from '../choice-labels';
import type { TeamMember } from '../schemas/team-member';
import { defineCatalogue } from './define-catalogue';

/** The Personal Information answers: the wizard's steps (but the initial) and the photo. */
export type PersonalInformationKey = Exclude<keyof TeamMember, 'signature'> | 'profilePhotoFileId';

export const PERSONAL_DETAILS = 'Personal Details';
export const ADDRESS = 'Residential Address';
export const CONTACTS = 'Emergency Contacts';
export const PERSONAL_STATUS = 'Personal Status';
/** The licences' heading: their rows are a list of their own (`licences`, decision 094), no answers here. */
export const CARDS_AND_LICENCES = 'Cards and Licences';
export const BANK_DETAILS = 'Bank Details';
export const EMPLOYMENT_DETAILS = 'Employment Details';

/** A postal address's answers are shown when it differs from the residential one. */
const POSTAL = { answer: 'postalAddressDifferent', given: true } as const;

/** A visa's answers are shown for a visa holder only. */
const VISA_HOLDER = { answer: 'tagVisaCitizen', given: true } as const;

/**
 * The team member's answers in the Excel sheet's order (and the change list's). Labels are the
 * forms' wording for reports; `row` is the PDF's and HR's, `screen` the review screen's.
 */
export const PERSONAL_INFORMATION = defineCatalogue<PersonalInformationKey>()({
  fullName: {
    section: PERSONAL_DETAILS,
    label: 'Full name',
    screen: 'Full Name',
    excel: { header: 'Full Name', width: 24 },
  },
  email: { section: PERSONAL_DETAILS, label: 'Email', changes: false, excel: { header: 'Email', width: 30 } },
  mobile: {
    section: PERSONAL_DETAILS,
    label: 'Mobile number',
    row: 'Mobile',
    screen: 'Mobile',
    format: 'mobile',
    excel: { header: 'Mobile', width: 14 },
  },
  gender: { section: PERSONAL_DETAILS, label: 'Gender', excel: { header: 'Gender', width: 10 } },
  dateOfBirth: {
    section: PERSONAL_DETAILS,
    label: 'Date of birth',
    screen: 'Date of Birth',
    format: 'date',
    excel: { header: 'Date of Birth' },
  },
  profilePhotoFileId: {
    section: PERSONAL_DETAILS,
    label: 'Profile photo',
    format: 'file',
    withoutValues: true,
    excel: { header: 'Profile Photo', width: 13 },
  },
  addrsHouseNumber: { section: ADDRESS, label: 'House number', excel: { header: 'House No.', width: 10 } },
  addrsStreetName: { section: ADDRESS, label: 'Street name', excel: { header: 'Street Name', width: 22 } },
  addrsSuburb: { section: ADDRESS, label: 'Suburb', excel: { header: 'Suburb' } },
  addrsState: { section: ADDRESS, label: 'State', excel: { header: 'State', width: 8 } },
  addrsPostcode: {
    section: ADDRESS,
    label: 'Postcode',
    screen: 'Post Code',
    excel: { header: 'Post Code', width: 10 },
  },
  // A postal address apart from the residential one (issue 41 item 2), shown only when given.
  postalAddressDifferent: {
    section: ADDRESS,
    label: 'Postal address is different',
    shownWhen: 'given',
    format: 'flag',
    excel: { header: 'Postal Address Different', width: 27 },
  },
  postalAddressLine: {
    section: ADDRESS,
    shownWhen: POSTAL,
    label: 'Postal address',
    screen: 'Postal Address',
    excel: { header: 'Postal Address', width: 22 },
  },
  postalSuburb: {
    section: ADDRESS,
    shownWhen: POSTAL,
    label: 'Postal suburb',
    screen: 'Postal Suburb',
    excel: { header: 'Postal Suburb' },
  },
  postalState: {
    section: ADDRESS,
    shownWhen: POSTAL,
    label: 'Postal state',
    screen: 'Postal State',
    excel: { header: 'Postal State', width: 15 },
  },
  postalPostcode: {
    section: ADDRESS,
    shownWhen: POSTAL,
    label: 'Postal postcode',
    screen: 'Postal Post Code',
    excel: { header: 'Postal Post Code', width: 19 },
  },
  emergencyContactName1: {
    section: CONTACTS,
    label: 'Primary emergency contact name',
    excel: { header: 'Emergency Contact 1 Name', width: 24 },
  },
  emergencyContactMobile1: {
    section: CONTACTS,
    label: 'Primary emergency contact mobile',
    format: 'phone',
    excel: { header: 'Emergency Contact 1 Mobile' },
  },
  emergencyContactRelationship1: {
    section: CONTACTS,
    label: 'Primary emergency contact relationship',
    excel: { header: 'Emergency Contact 1 Relationship' },
  },
  emergencyContactName2: {
    section: CONTACTS,
    label: 'Second emergency contact name',
    excel: { header: 'Emergency Contact 2 Name', width: 24 },
  },
  emergencyContactMobile2: {
    section: CONTACTS,
    label: 'Second emergency contact mobile',
    format: 'phone',
    excel: { header: 'Emergency Contact 2 Mobile' },
  },
  emergencyContactRelationship2: {
    section: CONTACTS,
    label: 'Second emergency contact relationship',
    excel: { header: 'Emergency Contact 2 Relationship' },
  },
  tagAboriginal: {
    section: PERSONAL_STATUS,
    label: TAG.tagAboriginal,
    format: 'flag',
    sensitive: 'sensitive',
    excel: { header: TAG.tagAboriginal, width: 11 },
  },
  tagSingleParent: {
    section: PERSONAL_STATUS,
    label: TAG.tagSingleParent,
    format: 'flag',
    excel: { header: TAG.tagSingleParent, width: 13 },
  },
  tagDisabled: {
    section: PERSONAL_STATUS,
    label: TAG.tagDisabled,
    format: 'flag',
    sensitive: 'health',
    excel: { header: TAG.tagDisabled, width: 10 },
  },
  tagAustralianCitizen: {
    section: PERSONAL_STATUS,
    label: TAG.tagAustralianCitizen,
    format: 'flag',
    excel: { header: TAG.tagAustralianCitizen },
  },
  tagPermanentResident: {
    section: PERSONAL_STATUS,
    label: TAG.tagPermanentResident,
    format: 'flag',
    excel: { header: TAG.tagPermanentResident },
  },
  tagNZCitizen: {
    section: PERSONAL_STATUS,
    label: TAG.tagNZCitizen,
    format: 'flag',
    excel: { header: TAG.tagNZCitizen, width: 18 },
  },
  tagVisaCitizen: {
    section: PERSONAL_STATUS,
    label: TAG.tagVisaCitizen,
    format: 'flag',
    excel: { header: TAG.tagVisaCitizen, width: 12 },
  },
  visaNumber: {
    section: PERSONAL_STATUS,
    shownWhen: VISA_HOLDER,
    label: 'Visa number',
    screen: 'Visa Number',
    secret: { mask: 'visa' },
    excel: { header: 'Visa Number' },
  },
  visaExpiry: {
    section: PERSONAL_STATUS,
    shownWhen: VISA_HOLDER,
    label: 'Visa expiry',
    screen: 'Visa Expiry',
    format: 'date',
    excel: { header: 'Visa Expiry' },
  },
  visaSubclass: {
    section: PERSONAL_STATUS,
    shownWhen: VISA_HOLDER,
    label: VISA_SUBCLASS_LABEL,
    excel: { header: VISA_SUBCLASS_LABEL, width: 12 },
  },
  visaConditions: {
    section: PERSONAL_STATUS,
    shownWhen: VISA_HOLDER,
    label: VISA_CONDITIONS_LABEL,
    excel: { header: VISA_CONDITIONS_LABEL, width: 20 },
  },
  // What the employer's VEVO check needs, and the hire's consent to it (issue 40 item 4).
  visaPassportNumber: {
    section: PERSONAL_STATUS,
    shownWhen: [VISA_HOLDER, { answer: 'visaPassportNumber', given: true }],
    label: 'Passport number',
    screen: 'Passport Number',
    secret: { mask: 'visa' },
    excel: { header: 'Visa Passport Number' },
  },
  visaPassportCountry: {
    section: PERSONAL_STATUS,
    shownWhen: [VISA_HOLDER, { answer: 'visaPassportCountry', given: true }],
    label: 'Passport country',
    screen: 'Passport Country',
    format: 'country',
    excel: { header: 'Visa Passport Country', width: 18 },
  },
  visaImmiCardNumber: {
    section: PERSONAL_STATUS,
    shownWhen: [VISA_HOLDER, { answer: 'visaImmiCardNumber', given: true }],
    label: 'ImmiCard number',
    screen: 'ImmiCard Number',
    secret: { mask: 'visa' },
    excel: { header: 'Visa ImmiCard Number' },
  },
  vevoConsent: {
    section: PERSONAL_STATUS,
    shownWhen: VISA_HOLDER,
    label: VEVO_CONSENT_LABEL,
    format: 'flag',
    excel: { header: 'VEVO Consent', width: 12 },
  },
  bankInstitution: {
    section: BANK_DETAILS,
    label: 'Bank name',
    screen: 'Bank Name',
    excel: { header: 'Bank Name' },
  },
  bankAccountName: {
    section: BANK_DETAILS,
    label: 'Bank account name',
    row: 'Account name',
    screen: 'Account Name',
    excel: { header: 'Account Name', width: 22 },
  },
  bankBSB: {
    section: BANK_DETAILS,
    label: 'BSB',
    screen: 'BSB Number',
    format: 'bsb',
    secret: { mask: 'bsb', reveal: true },
    excel: { header: 'BSB', width: 10 },
  },
  bankAccountNumber: {
    section: BANK_DETAILS,
    label: 'Bank account number',
    row: 'Account number',
    screen: 'Account Number',
    secret: { mask: 'account', reveal: true },
    excel: { header: 'Account Number' },
  },
  companyBeingEmployedBy: {
    section: EMPLOYMENT_DETAILS,
    label: 'Company being employed by',
    row: 'Company',
    screen: 'Company',
    excel: { header: 'Company', width: 30 },
  },
  position: { section: EMPLOYMENT_DETAILS, label: 'Position', excel: { header: 'Position' } },
  department: { section: EMPLOYMENT_DETAILS, label: 'Department', excel: { header: 'Department' } },
  location: { section: EMPLOYMENT_DETAILS, label: 'Location', excel: { header: 'Location', width: 10 } },
  plannedStartDate: {
    section: EMPLOYMENT_DETAILS,
    label: 'Planned start date',
    screen: 'Planned Start Date',
    format: 'date',
    excel: { header: 'Planned Start Date' },
  },
  notes: { section: 'Notes', label: 'Notes', excel: { header: 'Notes', width: 30 } },
});
