import { z } from 'zod/mini';
import type { WizardStepId } from '../tasks';
import { type SecretKey, secretKeys } from '../catalogue/define-catalogue';
import { PERSONAL_INFORMATION } from '../catalogue/personal-information';
import { addressSchema, keepPostalWhenDifferent, refinePostalAddress } from './address';
import { builtOnFirstUse } from './built-on-first-use';
import { bankDetailsSchema } from './bank-details';
import { basicInfoSchema } from './basic-info';
import { cardDetailsSchema } from './card-details';
import { confirmationSchema } from './confirmation';
import { emergencyContactSchema } from './emergency-contact';
import {
  hasOneRightToWork,
  personalStatusSchema,
  refineVevoDetails,
  refineVisaSubclass,
  RIGHT_TO_WORK_ONE,
  RIGHT_TO_WORK_PATH,
} from './personal-status';
import { positionDetailsSchema } from './position-details';

/**
 * Each wizard step's schema, by step id, built on first use: the form and the draft-saving
 * route share these.
 */
export const WIZARD_STEP_SCHEMAS = {
  'basic-info': basicInfoSchema,
  address: addressSchema,
  'emergency-contact': emergencyContactSchema,
  'personal-status': personalStatusSchema,
  'card-details': cardDetailsSchema,
  'bank-details': bankDetailsSchema,
  'position-details': positionDetailsSchema,
  confirmation: confirmationSchema,
} as const satisfies Record<WizardStepId, () => z.ZodMiniObject>;

export type WizardStepValues = {
  [K in WizardStepId]: z.infer<ReturnType<(typeof WIZARD_STEP_SCHEMAS)[K]>>;
};

/**
 * The whole member as submitted: the eight steps merged. The profile photo travels
 * separately (multipart). Shapes are spread rather than `.extend`ed so that the right-to-work
 * rules are applied explicitly, once, to the merged object.
 */
export const teamMemberSchema = builtOnFirstUse(() =>
  z
    .object({
      ...basicInfoSchema().shape,
      ...addressSchema().shape,
      ...emergencyContactSchema().shape,
      ...personalStatusSchema().shape,
      ...bankDetailsSchema().shape,
      ...positionDetailsSchema().shape,
      ...confirmationSchema().shape,
    })
    .check(
      z.refine(hasOneRightToWork, { message: RIGHT_TO_WORK_ONE, path: RIGHT_TO_WORK_PATH }),
      z.superRefine(refineVisaSubclass),
      z.superRefine(refineVevoDetails),
      z.superRefine(refinePostalAddress),
      z.overwrite(keepPostalWhenDifferent),
    ),
);

export type TeamMember = z.infer<ReturnType<typeof teamMemberSchema>>;

/** Encrypted at rest and redacted from logs (DESIGN §3.8). */
export const SENSITIVE_MEMBER_FIELDS = secretKeys(PERSONAL_INFORMATION);
export type SensitiveMemberField = SecretKey<typeof PERSONAL_INFORMATION>;

// The answers' schemas live in answers/team-member.ts, out of the client's bundle.
export type { TeamMemberResponse } from '../answers/team-member';
