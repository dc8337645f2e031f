import { z } from 'zod/mini';
import { cleanMultiLine, emailField, LONG_TEXT_MAX, optionalText, pngDataUrl } from './fields';
import { policyAnswerSchema } from './policy-acknowledgment';

/** The policy-document question ids whose answers fill the three declaration fields (spec §3). */
export const MEDICAL_QUESTION_IDS = {
  medicalConditions: 'previous-medical-conditions',
  medications: 'medications',
  allergies: 'allergies',
} as const;

export const medicalDeclarationSchema = z.object({
  email: emailField('Please enter a valid email address'),
  /** The active medical-declaration document that was read and answered. */
  policyDocumentId: z.uuid('Policy document is required'),
  /** Every answered question of that document (DESIGN.md §3.7: nothing collected is dropped). */
  answers: z._default(z.array(policyAnswerSchema).check(z.maxLength(100)), []),
  medicalConditions: optionalText(LONG_TEXT_MAX, cleanMultiLine()),
  medications: optionalText(LONG_TEXT_MAX, cleanMultiLine()),
  allergies: optionalText(LONG_TEXT_MAX, cleanMultiLine()),
  // The old client always sent these four empty; kept optional so its payload still parses.
  emergencyMedicalInfo: optionalText(LONG_TEXT_MAX, cleanMultiLine()),
  medicalContactName: optionalText(),
  medicalContactPhone: optionalText(),
  medicalFitForWork: optionalText(),
  // The server dates the declaration the day of its signature in the employer's zone (issue 35):
  // an older client's date is accepted and ignored.
  medicalDeclarationDate: z.optional(z.string().check(z.maxLength(40))),
  medicalSignature: pngDataUrl('Initial Required'),
});

export type MedicalDeclaration = z.infer<typeof medicalDeclarationSchema>;
