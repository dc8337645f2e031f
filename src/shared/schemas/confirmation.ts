import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { cleanMultiLine, LONG_TEXT_MAX, optionalText, pngDataUrl } from './fields';

export const INITIAL_REQUIRED = 'Initial is required';
export const INITIAL_HINT = 'Please initial above to submit your application';

export const confirmationSchema = builtOnFirstUse(() =>
  z.object({
    notes: optionalText(LONG_TEXT_MAX, cleanMultiLine()),
    signature: pngDataUrl(INITIAL_REQUIRED),
  }),
);

export type Confirmation = z.infer<ReturnType<typeof confirmationSchema>>;
