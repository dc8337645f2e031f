import { z } from 'zod';
import { emailField, LONG_TEXT_MAX, optionalText, pngDataUrl, requiredDate } from './fields';

/** The policy-document question ids whose answers fill the three declaration fields (spec §3). */
export const MEDICAL_QUESTION_IDS = {
  medicalConditions: 'previous-medical-conditions',
  medications: 'medications',
  allergies: 'allergies',
} as const;

export const medicalDeclarationSchema = z.object({
  email: emailField('Please enter a valid email address'),
  medicalConditions: optionalText(LONG_TEXT_MAX),
  medications: optionalText(LONG_TEXT_MAX),
  allergies: optionalText(LONG_TEXT_MAX),
  // The old client always sent these four empty; kept optional so its payload still parses.
  emergencyMedicalInfo: optionalText(LONG_TEXT_MAX),
  medicalContactName: optionalText(),
  medicalContactPhone: optionalText(),
  medicalFitForWork: optionalText(),
  medicalDeclarationDate: requiredDate('Declaration date is required'),
  medicalSignature: pngDataUrl('Initial Required'),
});

export type MedicalDeclaration = z.infer<typeof medicalDeclarationSchema>;
