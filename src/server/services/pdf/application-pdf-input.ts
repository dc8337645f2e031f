/**
 * What the application PDF shows, as plain values (not database rows), so that the test email
 * and the submission both fill it. Dates are 'YYYY-MM-DD' strings as the forms store them;
 * moments are Dates. Every section but the personal details is optional: a missing section is
 * left out of the document.
 */
export interface ApplicationPdfInput {
  companyName: string;
  /** Defaults to the time of rendering. */
  generatedAt?: Date;
  isResubmission?: boolean;
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
  tax?: {
    /** Digits, with or without spaces; shown masked. '' when an exemption is claimed. */
    taxFileNumber: string;
    tfnExemption: string;
    basisOfPayment: string;
    australianResident: string;
    claimTaxFreeThreshold: string;
    hasHELPDebt: string;
    declarationDate: string;
  };
  superannuation?: {
    fundChoice: 'cbus' | 'custom';
    cbusMemberNumber?: string;
    fundName?: string;
    fundABN?: string;
    fundUSI?: string;
    memberNumber?: string;
    isSMSF?: 'yes' | 'no';
  };
  acknowledgments?: { title: string; version?: string; acknowledgedAt: Date }[];
  notes?: string;
  /** The drawn initial, as exported by the signature pad (PNG). */
  initialPng?: Buffer;
}
