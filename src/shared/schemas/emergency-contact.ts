import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { optionalText, requiredText } from './fields';
import { optionalPhoneField, phoneField } from './phone-fields';

export const RELATIONSHIPS = [
  'Spouse',
  'Parent',
  'Sibling',
  'Child',
  'Partner',
  'Friend',
  'Other Family Member',
  'Colleague',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const EMERGENCY_TOAST = 'Primary emergency contact fields marked with * are required';

export const emergencyContactSchema = builtOnFirstUse(() =>
  z.object({
    emergencyContactName1: requiredText('Primary emergency contact name is required'),
    emergencyContactMobile1: phoneField('Primary emergency contact mobile is required'),
    emergencyContactRelationship1: z.enum(
      RELATIONSHIPS,
      'Primary emergency contact relationship is required',
    ),
    emergencyContactName2: optionalText(),
    emergencyContactMobile2: optionalPhoneField(),
    emergencyContactRelationship2: z._default(z.union([z.literal(''), z.enum(RELATIONSHIPS)]), ''),
  }),
);

export type EmergencyContact = z.infer<ReturnType<typeof emergencyContactSchema>>;
