import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';

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
  tagPermanentResident: z.boolean(),
  tagNZCitizen: z.boolean(),
  tagVisaCitizen: z.boolean(),
  visaNumber: z.string(),
  visaExpiry: z.string(),
  visaSubclass: z.string(),
  visaConditions: z.string(),
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

/** GET /api/team-members/by-email/{email}: the member, or null while this email has none (not an error). */
export const teamMemberOrNoneSchema = z.nullable(teamMemberResponseSchema);
