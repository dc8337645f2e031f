import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { blankOr, requiredText } from './fields';

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

export const addressSchema = builtOnFirstUse(() =>
  z.object({
    addrsHouseNumber: requiredText('House number is required'),
    addrsStreetName: requiredText('Street name is required'),
    addrsSuburb: requiredText('Suburb is required'),
    addrsState: z.enum(AU_STATES, 'State is required'),
    addrsPostcode: requiredText('Postcode is required').check(
      z.refine(
        blankOr((value) => /^\d{4}$/.test(value)),
        'Postcode must be 4 digits',
      ),
    ),
  }),
);

export type Address = z.infer<ReturnType<typeof addressSchema>>;
