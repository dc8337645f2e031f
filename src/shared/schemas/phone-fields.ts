import { z } from 'zod/mini';
import { isValidPhone, normalizePhone } from '../validators/phone';
import { blankOr, requiredText } from './fields';

// The emergency contacts' numbers (issue 23), apart from the other field builders: the check is
// libphonenumber-js and its metadata, about half of the form runtime's code, which only the
// screens that show or check a contact's number load (scripts/chunk-groups.ts).

export const PHONE_INVALID = 'Please enter a valid phone number';

/** A required phone number, any country (Australian without a code), stored in E.164. */
export function phoneField(requiredMessage: string) {
  return requiredText(requiredMessage).check(
    z.refine(blankOr(isValidPhone), PHONE_INVALID),
    z.overwrite((value) => normalizePhone(value) ?? value),
  );
}

/** An optional phone number: '' or a valid one, stored in E.164. */
export function optionalPhoneField() {
  return z._default(
    z.string().check(
      z.trim(),
      z.refine(blankOr(isValidPhone), PHONE_INVALID),
      z.overwrite((value) => normalizePhone(value) ?? value),
    ),
    '',
  );
}
