import { z } from 'zod/mini';
import type { WizardStepId } from '../tasks';
import { addressSchema } from './address';
import { timestamp } from './answers';
import { bankDetailsSchema } from './bank-details';
import { basicInfoSchema } from './basic-info';
import {
  cardDetailsSchema,
  cardDetailsShape,
  LICENCE_EXPIRY_WHEN,
  refineLicenceExpiry,
} from './card-details';
import { confirmationSchema } from './confirmation';
import { emergencyContactSchema } from './emergency-contact';
import { CITIZEN_OR_VISA, isCitizenOrVisa, personalStatusSchema } from './personal-status';
import { positionDetailsSchema } from './position-details';

/** Each wizard step's schema, by step id: the form and the draft-saving route share these. */
export const WIZARD_STEP_SCHEMAS = {
  'basic-info': basicInfoSchema,
  address: addressSchema,
  'emergency-contact': emergencyContactSchema,
  'personal-status': personalStatusSchema,
  'card-details': cardDetailsSchema,
  'bank-details': bankDetailsSchema,
  'position-details': positionDetailsSchema,
  confirmation: confirmationSchema,
} as const satisfies Record<WizardStepId, z.ZodMiniObject>;

export type WizardStepValues = {
  [K in WizardStepId]: z.infer<(typeof WIZARD_STEP_SCHEMAS)[K]>;
};

/**
 * The whole member as submitted: the eight steps merged. The profile photo travels
 * separately (multipart). Shapes are spread rather than `.extend`ed so that the card step's
 * licence-expiry rule and the citizen-or-visa rule are applied explicitly, once, to the merged object.
 */
export const teamMemberSchema = z
  .object({
    ...basicInfoSchema.shape,
    ...addressSchema.shape,
    ...emergencyContactSchema.shape,
    ...personalStatusSchema.shape,
    ...cardDetailsShape,
    ...bankDetailsSchema.shape,
    ...positionDetailsSchema.shape,
    ...confirmationSchema.shape,
  })
  .check(
    z.superRefine(refineLicenceExpiry, LICENCE_EXPIRY_WHEN),
    z.refine(isCitizenOrVisa, { message: CITIZEN_OR_VISA, path: ['tagVisaCitizen'] }),
  );

export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Encrypted at rest and redacted from logs (DESIGN §3.8). */
export const SENSITIVE_MEMBER_FIELDS = ['bankBSB', 'bankAccountNumber', 'visaNumber'] as const;
export type SensitiveMemberField = (typeof SENSITIVE_MEMBER_FIELDS)[number];

/**
 * GET /api/team-members/by-email/{email}, POST's 201 and PUT: the stored member as its owner sees
 * it. The bank, account and visa numbers come masked once the application is submitted and no
 * fresh code was entered (`masked`, DESIGN.md §3.2); the photo as its URL.
 */
export const teamMemberResponseSchema = z.object({
  id: z.string(),
  masked: z.boolean(),
  email: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  gender: z.string(),
  dateOfBirth: z.string(),
  profilePhotoPath: z.nullable(z.string()),
  addrsHouseNumber: z.string(),
  addrsStreetName: z.string(),
  addrsSuburb: z.string(),
  addrsState: z.string(),
  addrsPostcode: z.string(),
  emergencyContactName1: z.string(),
  emergencyContactMobile1: z.string(),
  emergencyContactRelationship1: z.string(),
  emergencyContactName2: z.string(),
  emergencyContactMobile2: z.string(),
  emergencyContactRelationship2: z.string(),
  tagAboriginal: z.boolean(),
  tagSingleParent: z.boolean(),
  tagDisabled: z.boolean(),
  tagAustralianCitizen: z.boolean(),
  tagVisaCitizen: z.boolean(),
  visaNumber: z.string(),
  visaExpiry: z.string(),
  cardRedCard: z.string(),
  cardWhiteCard: z.string(),
  cardIncolink: z.string(),
  cardCbus: z.string(),
  cardUnion: z.string(),
  cardTrafficController: z.string(),
  licenceForklift: z.string(),
  licenceForkliftExpiry: z.string(),
  licenceEWP: z.string(),
  licenceEWPExpiry: z.string(),
  bankInstitution: z.string(),
  bankAccountName: z.string(),
  bankBSB: z.string(),
  bankAccountNumber: z.string(),
  companyBeingEmployedBy: z.string(),
  position: z.string(),
  department: z.string(),
  location: z.string(),
  plannedStartDate: z.string(),
  notes: z.string(),
  signedAt: z.nullable(timestamp),
  signedIp: z.nullable(z.string()),
  signedUserAgent: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TeamMemberResponse = z.output<typeof teamMemberResponseSchema>;
