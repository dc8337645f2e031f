/**
 * What the application PDF shows, as plain values (not database rows), so that the test email
 * and the submission both fill it. Dates are 'YYYY-MM-DD' strings as the forms store them;
 * moments are Dates. Every section but the personal details is optional: a missing section is
 * left out of the document. Sensitive numbers arrive in full and are masked by the renderer.
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

export interface ApplicationPdfInput {
  companyName: string;
  /** Defaults to the time of rendering. */
  generatedAt?: Date;
  isResubmission?: boolean;
  /** For a resubmission: what changed since the previous submission (labels, never values). */
  changes?: string[];
  personal: {
    fullName: string;
    email: string;
    mobile: string;
    gender: string;
    dateOfBirth: string;
  };
  /** The 400x400 headshot, JPEG or PNG. */
  photo?: Buffer;
  address?: {
    houseNumber: string;
    streetName: string;
    suburb: string;
    state: string;
    postcode: string;
  };
  emergencyContacts?: { name: string; mobile: string; relationship: string }[];
  personalStatus?: {
    aboriginal: boolean;
    singleParent: boolean;
    disabled: boolean;
    australianCitizen: boolean;
    visaCitizen: boolean;
    visaNumber?: string;
    visaExpiry?: string;
  };
  cards?: {
    redCard?: string;
    whiteCard?: string;
    incolink?: string;
    cbus?: string;
    union?: string;
    trafficController?: string;
    forklift?: string;
    forkliftExpiry?: string;
    ewp?: string;
    ewpExpiry?: string;
  };
  bank?: { institution: string; accountName: string; bsb: string; accountNumber: string };
  position?: {
    company: string;
    position: string;
    department: string;
    location: string;
    plannedStartDate: string;
  };
  /** A policy read and signed: workplace behaviour, confidentiality. */
  policies?: {
    heading: string;
    title: string;
    version?: string;
    acknowledgedAt: Date;
    answers: { question: string; answer: string }[];
    signature?: SignedMark;
  }[];
  medical?: {
    answers: { question: string; answer: string }[];
    declarationDate: string;
    signature?: SignedMark;
  };
  tax?: {
    /** Digits, with or without spaces; shown masked. '' when an exemption is claimed. */
    taxFileNumber: string;
    tfnExemption: string;
    basisOfPayment: string;
    australianResident: string;
    claimTaxFreeThreshold: string;
    hasHELPDebt: string;
    previousFamilyName?: string;
    declarationDate: string;
    signature?: SignedMark;
  };
  superannuation?: {
    fundChoice: string;
    cbusMemberNumber?: string;
    fundName?: string;
    fundAddress?: string;
    fundABN?: string;
    fundUSI?: string;
    fundPhoneNumber?: string;
    memberNumber?: string;
    accountName?: string;
    isSMSF?: string;
    smsfBSB?: string;
    smsfAccountNumber?: string;
    smsfFundESA?: string;
    signature?: SignedMark;
  };
  /** Acknowledgments listed without detail (the test email's sample). */
  acknowledgments?: { title: string; version?: string; acknowledgedAt: Date }[];
  notes?: string;
  /** The drawn initial, as exported by the signature pad (PNG). */
  initialPng?: Buffer;
  initialEvidence?: SignedMark;
}
