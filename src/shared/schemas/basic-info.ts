import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { auMobileField, emailField, requiredDate, requiredText } from './fields';

/**
 * The spec's Male and Female, stored as they always were, and the ATO's other two (Single Touch
 * Payroll Phase 2 reports I for 'intersex, indeterminate or unspecified' and N for 'not stated'):
 * payroll reports one of the four (issue 41 item 2).
 */
export const GENDERS = ['Male', 'Female', 'Intersex, indeterminate or unspecified', 'Not stated'] as const;
export type Gender = (typeof GENDERS)[number];

export const MOBILE_REQUIRED = 'Mobile number is required';

/** The photo is uploaded separately (multipart), so it is not a field of this schema. */
export const PROFILE_PHOTO_REQUIRED = 'Profile photo is required';
export const PROFILE_PHOTO_MISSING_LONG =
  'Profile photo is required. Please ensure you have uploaded a photo and try again. If the problem persists, try taking a new photo or using a different browser.';

export const basicInfoSchema = builtOnFirstUse(() =>
  z.object({
    fullName: requiredText('Full name is required'),
    email: emailField('Please enter a valid email address'),
    mobile: auMobileField(MOBILE_REQUIRED),
    gender: z.enum(GENDERS, 'Please select a gender'),
    dateOfBirth: requiredDate('Date of birth is required'),
  }),
);

export type BasicInfo = z.infer<ReturnType<typeof basicInfoSchema>>;
