import { z } from 'zod/mini';
import { parseTag } from '../tags';
import { builtOnFirstUse } from './built-on-first-use';
import { blankOr, optionalText, requiredText } from './fields';

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const POSTCODE_INVALID = 'Postcode must be 4 digits';
/** The tick that opens the postal address (issue 41 item 2: payroll posts payment summaries there). */
export const POSTAL_DIFFERENT_LABEL = 'My postal address is different';
export const POSTAL_MESSAGES = {
  postalAddressLine: 'Postal address is required',
  postalSuburb: 'Postal suburb is required',
  postalState: 'Postal state is required',
  postalPostcode: 'Postal postcode is required',
} as const;

const isPostcode = (value: string) => /^\d{4}$/.test(value);
const POSTAL_FIELDS = ['postalAddressLine', 'postalSuburb', 'postalState', 'postalPostcode'] as const;

interface PostalAnswers {
  postalAddressDifferent: boolean;
  postalAddressLine: string;
  postalSuburb: string;
  postalState: AuState | '';
  postalPostcode: string;
}

/** A ticked postal address is given whole. */
export function refinePostalAddress(value: PostalAnswers, ctx: z.core.$RefinementCtx): void {
  if (!value.postalAddressDifferent) return;
  for (const field of POSTAL_FIELDS)
    if (value[field] === '') ctx.addIssue({ code: 'custom', path: [field], message: POSTAL_MESSAGES[field] });
}

/** Unticked, nothing typed under the tick is kept. */
export function keepPostalWhenDifferent<T extends PostalAnswers>(value: T): T {
  return value && !value.postalAddressDifferent
    ? { ...value, postalAddressLine: '', postalSuburb: '', postalState: '', postalPostcode: '' }
    : value;
}

export const addressSchema = builtOnFirstUse(() =>
  z
    .object({
      addrsHouseNumber: requiredText('House number is required'),
      addrsStreetName: requiredText('Street name is required'),
      addrsSuburb: requiredText('Suburb is required'),
      addrsState: z.enum(AU_STATES, 'State is required'),
      addrsPostcode: requiredText('Postcode is required').check(
        z.refine(blankOr(isPostcode), POSTCODE_INVALID),
      ),
      // A postal address only when it differs from the residential one: one line ('PO Box 12'
      // or '3 Smith St'), the suburb, state and postcode. Blank when the tick is off.
      postalAddressDifferent: z.pipe(z.transform(parseTag), z.boolean()),
      postalAddressLine: optionalText(),
      postalSuburb: optionalText(),
      postalState: z._default(z.enum(['', ...AU_STATES]), ''),
      postalPostcode: optionalText().check(z.refine(blankOr(isPostcode), POSTCODE_INVALID)),
    })
    .check(z.superRefine(refinePostalAddress), z.overwrite(keepPostalWhenDifferent)),
);

export type Address = z.infer<ReturnType<typeof addressSchema>>;
