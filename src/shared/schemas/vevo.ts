import { z } from 'zod/mini';
import { VEVO_RESULTS } from '../choice-labels';
import { optionalText, requiredDate, requiredText } from './fields';

export const VEVO_MESSAGES = {
  checkedOn: 'Please enter the date of the VEVO check',
  result: 'Please choose what the VEVO check found',
  reference: 'Please enter the VEVO reference',
  officer: 'Please enter the name of the officer who made the check',
} as const;

/** A check cannot have been made after today (the employer's day; issue 40). */
export const VEVO_DATE_IN_FUTURE =
  'The date of the VEVO check cannot be in the future: enter the day the check was made';

/** POST /api/admin/vevo-check/{memberId}: the employer's check of a visa holder's work rights. */
export const vevoCheckSchema = z.object({
  checkedOn: requiredDate(VEVO_MESSAGES.checkedOn),
  result: z.enum(VEVO_RESULTS, VEVO_MESSAGES.result),
  reference: requiredText(VEVO_MESSAGES.reference),
  /** The work conditions VEVO showed ('8105, 8547'); '' for none. */
  conditions: z._default(optionalText(), ''),
  officer: requiredText(VEVO_MESSAGES.officer),
});
export type VevoCheckInput = z.output<typeof vevoCheckSchema>;
