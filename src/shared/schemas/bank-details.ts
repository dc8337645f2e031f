import { z } from 'zod/mini';
import { formatBsb, isValidBsb } from '../validators/bsb';
import { builtOnFirstUse } from './built-on-first-use';
import { blankOr, requiredText } from './fields';

export const BSB_INVALID = 'BSB must be 6 digits';
export const ACCOUNT_NUMBER_INVALID = 'Account number must be 5 to 10 digits';

/** A required BSB, stored as 'XXX-XXX'. */
export function bsbField(requiredMessage: string) {
  return requiredText(requiredMessage).check(
    z.refine(blankOr(isValidBsb), BSB_INVALID),
    z.overwrite((value) => (isValidBsb(value) ? formatBsb(value) : value)),
  );
}

/** A required account number of 5 to 10 digits; spaces are dropped. */
export function accountNumberField(requiredMessage: string) {
  return requiredText(requiredMessage).check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.refine(
      blankOr((value) => /^\d{5,10}$/.test(value)),
      ACCOUNT_NUMBER_INVALID,
    ),
  );
}

export const bankDetailsSchema = builtOnFirstUse(() =>
  z.object({
    bankInstitution: requiredText('Bank name is required'),
    bankAccountName: requiredText('Account name is required'),
    bankBSB: bsbField('BSB number is required'),
    bankAccountNumber: accountNumberField('Account number is required'),
  }),
);

export type BankDetails = z.infer<ReturnType<typeof bankDetailsSchema>>;
