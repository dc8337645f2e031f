import { isValidPhone, normalizePhone } from '../validators/phone';
import { type NumberRule, optionalNumberField, requiredNumberField } from './fields';

// The emergency contacts' numbers (issue 23), apart from the other field builders: the check is
// libphonenumber-js and its metadata, about half of the form runtime's code, which only the
// screens that show or check a contact's number load (scripts/chunk-groups.ts).

export const PHONE_INVALID = 'Please enter a valid phone number';

const PHONE: NumberRule = { isValid: isValidPhone, normalize: normalizePhone, message: PHONE_INVALID };

/** A required phone number, any country (Australian without a code), stored in E.164. */
export const phoneField = (requiredMessage: string) => requiredNumberField(requiredMessage, PHONE);

/** An optional phone number: '' or a valid one, stored in E.164. */
export const optionalPhoneField = () => optionalNumberField(PHONE);
