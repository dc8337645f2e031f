import { licenceKindLabel } from '../../../shared/licence-kinds';
import { DEFAULT_TIME_ZONE } from '../../../shared/date-time-format';
import { READ_AND_SIGN_TASKS } from '../../../shared/task-descriptors/index';
import type { ApplicationPdfInput } from './application-pdf-input';

/** A 200x80 drawn initial, as the signature pad exports one. */
const SAMPLE_INITIAL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAMgAAABQAgMAAAAhA9IjAAAADFBMVEX///8RERFwcHDAwMBqcTycAAAACXBIWXMAAAsTAAALEwEAmpwYAAACo0lEQVRIx+1XO47bMBClZKhQIaex1yeQfQItkM5HUBFpDSwLHSABdAQdws6q2DZ9DpBChxCQXCBNqhwhIocczkjiCio38GAXWH7ecOa94YgrxN3udrf/xzZ/vUudZz69+BBh41m4ffVBgrPHlcx8zpLaN58YZx/GS3E1D8m6AJxti+fxUu44ysn8gwjB2a0oRhEe8zm0EL3xkJTdx1EgB+k4ot6k/hm4rsVGckjfIkdUiHA4Qq+U+kRmEscR5U7lriCBOmGH0zud8sEO97QOFMO9lQ23iKsKoDrSIVrUEecI0VkF9RHlZtyLOYjWPW4iqykrgyOF4B9RowOIOis3heyoc2QohQDixspNraUQ1OEFArDVd+XcD7+ncSGBpr2t/jBnVzInkNAWTFDBmaZgA5a93nUiGgFDZwjA+IhZuWoHJ8oTZj8EYCLN+AU7E0hqZ39ab3KGMH3mie5U/i/WWztDmBbLQi4se+WtR1YJRDgIcgnZY/WF/OY9Egg2lFTXR1oUxdNMozmSakTCIKf9ACmnHMPuAycMstd5ZFOOIb8DJyypsOA0O5xjYHHHCYMAtYw6plFHeHUQJGzvSklDRm1eOggW3yc3VKXMGqUd9kQN02tMKSlcwGUBlXpXCK5n6aFaT/gnI9TLv1i9mp6V2SgiLgvE3zpVh11PRGSRT2SBmwoQWzY5bVByIgvtEgaSNnSynchCxDH1sikp/Wq/nINIwlRsd+SmzY1kMSrCZFB242/PtL2YkrN+buUP8ft58UueEch2uCDF98XXiNIJL+r2W/F5+QGjqiGsVr151PagXvdMkv6nis+uk1JdtIdJB1m04ZsWd+sgwxHRymficE2ztS9LOX8h3rKX+QvxlqXdZS0k+pKvhYRFvRYi/rz//w7+AfDRgmUrsOxdAAAAAElFTkSuQmCC';

const initial = () => Buffer.from(SAMPLE_INITIAL_PNG, 'base64');

/**
 * A fictional new hire for the test email: every section filled, so the PDF shows its whole
 * layout. The TFN passes the check digit but belongs to nobody.
 */
const sampleLicence = (kind: string, number: string, issuer: string, expiryDate: string) => ({
  id: kind,
  kind,
  label: licenceKindLabel(kind),
  number,
  licenceClass: '',
  issuer,
  issueDate: '',
  expiryDate,
  frontFileId: null,
  backFileId: null,
});

export function sampleApplication(
  companyName: string,
  generatedAt = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): ApplicationPdfInput {
  return {
    companyName,
    generatedAt,
    timeZone,
    personal: {
      fullName: 'Jordan Sample',
      email: 'jordan.sample@example.com',
      mobile: '0412 345 678',
      gender: 'Female',
      dateOfBirth: '1994-03-21',
    },
    address: {
      addrsHouseNumber: '12',
      addrsStreetName: 'Example Street',
      addrsSuburb: 'Parramatta',
      addrsState: 'NSW',
      addrsPostcode: '2150',
    },
    emergencyContacts: {
      emergencyContactName1: 'Casey Sample',
      emergencyContactMobile1: '0498 765 432',
      emergencyContactRelationship1: 'Spouse',
      emergencyContactName2: 'Robin Sample',
      emergencyContactMobile2: '0411 222 333',
      emergencyContactRelationship2: 'Parent',
    },
    personalStatus: {
      tagAboriginal: false,
      tagSingleParent: false,
      tagDisabled: false,
      tagAustralianCitizen: true,
      tagPermanentResident: false,
      tagNZCitizen: false,
      tagVisaCitizen: false,
      visaNumber: '',
      visaExpiry: '',
      visaSubclass: '',
      visaConditions: '',
      visaPassportNumber: '',
      visaPassportCountry: '',
      visaImmiCardNumber: '',
      vevoConsent: false,
    },
    cards: {
      licences: [
        sampleLicence('WHITE_CARD', 'WC-1234567', 'NSW', ''),
        sampleLicence('CBUS', 'CB-765432', '', ''),
        sampleLicence('LF', 'LF-009988', 'SafeWork NSW', '2027-06-30'),
      ],
    },
    bank: {
      bankInstitution: 'Commonwealth Bank',
      bankAccountName: 'J Sample',
      bankBSB: '062-000',
      bankAccountNumber: '12345678',
    },
    position: {
      companyBeingEmployedBy: companyName,
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2025-08-04',
    },
    tax: {
      title: 'Ms',
      familyName: 'Sample',
      givenNames: 'Jane',
      firstName: 'Jane',
      middleName: '',
      homeCountry: '',
      taxFileNumber: '123 456 782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      previousFamilyName: '',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
      taxDeclarationDate: '2025-07-21',
      signature: {
        image: initial(),
        signedAt: generatedAt,
        signedIp: '203.0.113.7',
        signedUserAgent: 'Mobile Safari',
      },
    },
    superannuation: {
      fundChoice: 'cbus',
      taxFileNumber: '123456782',
      cbusMemberNumber: '12345678',
      fundName: '',
      fundAddress: '',
      memberNumber: '',
      accountName: '',
      fundABN: '',
      fundUSI: '',
      fundPhoneNumber: '',
      isSMSF: 'no',
      smsfBSB: '',
      smsfAccountNumber: '',
      smsfFundESA: '',
    },
    // Every read-and-sign task, signed (the screen titles: 'Medical Declaration').
    acknowledgments: READ_AND_SIGN_TASKS.map((task) => ({
      title: task.readAndSign.screenTitle,
      version: '1.0',
      acknowledgedAt: generatedAt,
    })),
    notes: 'Available to start a week earlier if needed. Holds a current first aid certificate.',
    initialPng: initial(),
  };
}
