import { signatureEvidence } from './signature-evidence';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, tstz, updatedAt } from './columns';

/**
 * A new hire's personal information (spec §3 "Team member"). Columns marked `enc:` hold
 * AES-256-GCM ciphertext (services/crypto), never plain text.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    profilePhotoFileId: uuid('profile_photo_file_id'),
    addrsHouseNumber: text('addrs_house_number').notNull(),
    addrsStreetName: text('addrs_street_name').notNull(),
    addrsSuburb: text('addrs_suburb').notNull(),
    addrsState: text('addrs_state').notNull(),
    addrsPostcode: text('addrs_postcode').notNull(),
    /** A postal address apart from the residential one (issue 41 item 2); the fields '' without it. */
    postalAddressDifferent: boolean('postal_address_different').notNull().default(false),
    postalAddressLine: text('postal_address_line').notNull().default(''),
    postalSuburb: text('postal_suburb').notNull().default(''),
    postalState: text('postal_state').notNull().default(''),
    postalPostcode: text('postal_postcode').notNull().default(''),
    emergencyContactName1: text('emergency_contact_name1').notNull(),
    emergencyContactMobile1: text('emergency_contact_mobile1').notNull(),
    emergencyContactRelationship1: text('emergency_contact_relationship1').notNull(),
    emergencyContactName2: text('emergency_contact_name2').notNull().default(''),
    emergencyContactMobile2: text('emergency_contact_mobile2').notNull().default(''),
    emergencyContactRelationship2: text('emergency_contact_relationship2').notNull().default(''),
    tagAboriginal: boolean('tag_aboriginal').notNull().default(false),
    tagSingleParent: boolean('tag_single_parent').notNull().default(false),
    tagDisabled: boolean('tag_disabled').notNull().default(false),
    tagAustralianCitizen: boolean('tag_australian_citizen').notNull().default(false),
    tagVisaCitizen: boolean('tag_visa_citizen').notNull().default(false),
    /** Right to work (issue 22 §3): exactly one of citizen, permanent resident, NZ citizen, visa holder. */
    tagPermanentResident: boolean('tag_permanent_resident').notNull().default(false),
    tagNZCitizen: boolean('tag_nz_citizen').notNull().default(false),
    /** enc: visa number */
    visaNumber: text('visa_number').notNull().default(''),
    visaExpiry: text('visa_expiry').notNull().default(''),
    /** The visa's subclass (e.g. '482') and any work conditions (e.g. '8105'), as the hire gives them. */
    visaSubclass: text('visa_subclass').notNull().default(''),
    visaConditions: text('visa_conditions').notNull().default(''),
    /** enc: passport number (for VEVO) */
    visaPassportNumber: text('visa_passport_number').notNull().default(''),
    /** The passport's country, ISO 3166-1 alpha-2. */
    visaPassportCountry: text('visa_passport_country').notNull().default(''),
    /** enc: ImmiCard number (for VEVO) */
    visaImmiCardNumber: text('visa_immi_card_number').notNull().default(''),
    /** The visa holder consented to the employer's VEVO check (issue 40 item 4). */
    vevoConsent: boolean('vevo_consent').notNull().default(false),
    bankInstitution: text('bank_institution').notNull(),
    bankAccountName: text('bank_account_name').notNull(),
    /** enc: BSB */
    bankBSB: text('bank_bsb').notNull(),
    /** enc: account number */
    bankAccountNumber: text('bank_account_number').notNull(),
    companyBeingEmployedBy: text('company_being_employed_by').notNull(),
    position: text('position').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    /** The state of the site named by `location` when the hire saved it (decision 089): payroll's work state. */
    workState: text('work_state').notNull().default(''),
    plannedStartDate: text('planned_start_date').notNull(),
    notes: text('notes').notNull().default(''),
    signatureFileId: uuid('signature_file_id'),
    ...signatureEvidence(),
    dataDownloadedBy: text('data_downloaded_by'),
    dataDownloadedAt: tstz('data_downloaded_at'),
    approvedForDeletion: boolean('approved_for_deletion').notNull().default(false),
    approvedBy: text('approved_by'),
    approvedAt: tstz('approved_at'),
    approvalNotes: text('approval_notes'),
    /** The officer ticked that they hold the data another way: it had not reached the records system. */
    approvedWithoutDelivery: boolean('approved_without_delivery').notNull().default(false),
    /**
     * A legal hold (issue 42 item 2, decision 108): while set, nothing deletes the record, whatever
     * its retention period. Placed and removed by the owner, with a reason.
     */
    legalHoldReason: text('legal_hold_reason'),
    legalHoldBy: text('legal_hold_by'),
    legalHoldAt: tstz('legal_hold_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Data retention pages newest first (id breaks ties); one partial index per later status.
  (t) => [
    index('team_members_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('team_members_downloaded_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.dataDownloadedAt} is not null and not ${t.approvedForDeletion}`),
    index('team_members_approved_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.approvedForDeletion}`),
    // The admin's search (`ilike '%text%'` on name or email) finds its rows through trigrams
    // instead of reading every member (pg_trgm: migration 0007).
    index('team_members_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('team_members_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);
