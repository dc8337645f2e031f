import type { NoticeEmployer } from '../../../shared/collection-notice';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import type { SectionKey } from '../../../shared/catalogue/define-catalogue';
import type {
  BANK_DETAILS,
  EMPLOYMENT_DETAILS,
  PERSONAL_INFORMATION,
} from '../../../shared/catalogue/personal-information';
import type { PersonalStatusTag } from '../../../shared/choice-labels';
import type {
  MedicalRecord,
  PersonalRecord,
  SuperfundRecord,
  TaxRecord,
} from '../submission/application-snapshot';

/**
 * What the application PDF shows: each section the fields of the submission's typed records
 * (application-snapshot.ts) it prints, so that a renamed field fails to compile here too; the
 * test email fills the same shape with a sample. Dates are 'YYYY-MM-DD' strings as the forms
 * store them; moments are Dates. Every section but the personal details is optional: a missing
 * section is left out of the document. Sensitive numbers arrive in full and are masked by the
 * renderer; choices arrive as stored and are worded by the shared labels (choice-labels.ts).
 */

/** A drawn initial or signature and its evidence (DESIGN.md §3.15), printed beneath it. */
export interface SignedMark {
  image?: Buffer;
  signedAt?: Date | null;
  signedIp?: string | null;
  signedUserAgent?: string | null;
  /** SHA-256 of the exact document text signed (policies, medical declaration). */
  documentSha256?: string | null;
}

type Personal = PersonalRecord;
type Answers = typeof PERSONAL_INFORMATION;

export interface ApplicationPdfInput {
  companyName: string;
  /** The employer's logo (settings, a PNG), printed above its name; none without one. */
  logo?: Buffer;
  /** The employer's ABN (settings, 11 digits): printed with the name as the payer. */
  employerAbn?: string;
  /** Defaults to the time of rendering. */
  generatedAt?: Date;
  /** The employer's IANA time zone: every date and time in the PDF is its (issue 35). */
  timeZone: string;
  isResubmission?: boolean;
  /**
   * false: drawn for a recipient not shown health or other sensitive information (issue 42 item 3):
   * the catalogue's sensitive answers (the personal-status tags 'Aboriginal' and 'Disabled') are
   * left out. Absent: every answer, as before.
   */
  sensitive?: false;
  /** For a resubmission: what changed since the previous submission (labels, never values). */
  changes?: string[];
  personal: Pick<Personal, 'fullName' | 'mobile' | 'gender' | 'dateOfBirth'> & { email: string };
  /** The 400x400 headshot, JPEG or PNG. */
  photo?: Buffer;
  address?: Pick<
    Personal,
    'addrsHouseNumber' | 'addrsStreetName' | 'addrsSuburb' | 'addrsState' | 'addrsPostcode'
  >;
  emergencyContacts?: Pick<
    Personal,
    | 'emergencyContactName1'
    | 'emergencyContactMobile1'
    | 'emergencyContactRelationship1'
    | 'emergencyContactName2'
    | 'emergencyContactMobile2'
    | 'emergencyContactRelationship2'
  >;
  personalStatus?: Pick<
    Personal,
    | PersonalStatusTag
    | 'visaNumber'
    | 'visaExpiry'
    | 'visaSubclass'
    | 'visaConditions'
    | 'visaPassportNumber'
    | 'visaPassportCountry'
    | 'visaImmiCardNumber'
    | 'vevoConsent'
  >;
  /** The licences, tickets and cards held, each a row of its own (decision 094). */
  cards?: { licences: LicenceAnswer[] };
  bank?: Pick<Personal, SectionKey<Answers, typeof BANK_DETAILS>>;
  position?: Pick<Personal, SectionKey<Answers, typeof EMPLOYMENT_DETAILS>>;
  /** Each task signed as a policy acknowledgment, under its title. */
  policies?: {
    heading: string;
    title: string;
    version?: string;
    acknowledgedAt: Date;
    answers: { question: string; answer: string }[];
    signature?: SignedMark;
  }[];
  /**
   * That the medical declaration was made, and its initial: never its answers, which are health
   * information and go only in the medical declaration's own PDF (decision 033).
   */
  medical?: Pick<MedicalRecord, 'medicalDeclarationDate'> & { signature?: SignedMark };
  /** TFN digits, with or without spaces, shown masked; '' when an exemption is claimed. */
  tax?: TaxRecord & { signature?: SignedMark };
  superannuation?: SuperfundRecord & { signature?: SignedMark };
  /** Acknowledgments listed without detail (the test email's sample). */
  acknowledgments?: { title: string; version?: string; acknowledgedAt: Date }[];
  notes?: string;
  /** The drawn initial, as exported by the signature pad (PNG). */
  initialPng?: Buffer;
  initialEvidence?: SignedMark;
  /** The Fair Work statements given with the submission (decision 032): each printed with its day. */
  fairWorkStatements?: { title: string; url: string; givenAt: Date }[];
  /**
   * The collection notice the hire was shown (APP 5, decision 106), in the employer's words of
   * today's settings, and when the hire went on from the screen that shows it (null: not known).
   */
  collectionNotice?: { employer: NoticeEmployer; shownAt: Date | null };
}
