import { z } from 'zod/mini';
import { RIGHT_TO_WORK_TAGS, type RightToWorkTag } from '../choice-labels';
import { parseTag } from '../tags';
import { builtOnFirstUse } from './built-on-first-use';
import { optionalDate, optionalText } from './fields';

/** Issue 22 §3: the right to work is exactly one of four (decision 032). */
export const RIGHT_TO_WORK_ONE =
  'Choose one of Australian Citizen, Permanent Resident, New Zealand Citizen or Visa Citizen';
export const VISA_SUBCLASS_REQUIRED = 'Please enter your visa subclass';
export const VISA_SUBCLASS_INVALID = 'A visa subclass is 3 digits, e.g. 482';
/** Where the rule's message shows: the first of the four switches. */
export const RIGHT_TO_WORK_PATH = ['tagAustralianCitizen'];

/** A person is exactly one of: Australian citizen, permanent resident, NZ citizen, visa holder. */
export const hasOneRightToWork = (s: Record<RightToWorkTag, boolean>) =>
  RIGHT_TO_WORK_TAGS.filter((t) => s[t]).length === 1;

/** A visa holder names the visa's subclass (3 digits); the others leave it blank. */
export function refineVisaSubclass(
  s: { tagVisaCitizen: boolean; visaSubclass: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (!s.tagVisaCitizen) return;
  const message =
    s.visaSubclass === ''
      ? VISA_SUBCLASS_REQUIRED
      : /^\d{3}$/.test(s.visaSubclass)
        ? null
        : VISA_SUBCLASS_INVALID;
  if (message) ctx.addIssue({ code: 'custom', message, path: ['visaSubclass'] });
}

function personalStatusShape() {
  /** Lenient boolean: true, 'true', '1' and 1 are set; anything else (including missing) is not. */
  const tag = z.pipe(z.transform(parseTag), z.boolean());
  return {
    tagAboriginal: tag,
    tagSingleParent: tag,
    tagDisabled: tag,
    tagAustralianCitizen: tag,
    tagPermanentResident: tag,
    tagNZCitizen: tag,
    tagVisaCitizen: tag,
    visaNumber: optionalText(),
    visaExpiry: optionalDate(),
    visaSubclass: optionalText(),
    visaConditions: optionalText(),
  };
}

export const personalStatusSchema = builtOnFirstUse(() =>
  z
    .object(personalStatusShape())
    .check(
      z.refine(hasOneRightToWork, { message: RIGHT_TO_WORK_ONE, path: RIGHT_TO_WORK_PATH }),
      z.superRefine(refineVisaSubclass),
    ),
);

export type PersonalStatus = z.infer<ReturnType<typeof personalStatusSchema>>;
