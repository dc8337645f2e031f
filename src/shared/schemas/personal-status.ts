import { z } from 'zod/mini';
import { RIGHT_TO_WORK_TAGS, type RightToWorkTag } from '../choice-labels';
import { parseTag } from '../tags';
import { builtOnFirstUse } from './built-on-first-use';
import { isCountryCode } from '../countries';
import { blankOr, optionalDate, optionalText } from './fields';

/** Issue 22 §3: the right to work is exactly one of four (decision 032). */
export const RIGHT_TO_WORK_ONE =
  'Choose one of Australian Citizen, Permanent Resident, New Zealand Citizen or Visa Citizen';
export const VISA_SUBCLASS_REQUIRED = 'Please enter your visa subclass';
export const VISA_SUBCLASS_INVALID = 'A visa subclass is 3 digits, e.g. 482';
export const VEVO_NUMBER_REQUIRED =
  'Please enter your passport number and its country, or your ImmiCard number: the employer checks your work rights on VEVO with it';
export const PASSPORT_COUNTRY_REQUIRED = 'Please choose the country of your passport';
export const VEVO_CONSENT_REQUIRED = 'Please agree to the check of your work rights on VEVO';
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

/**
 * A visa holder gives what VEVO needs (a passport number and its country, or an ImmiCard number)
 * and consents to the check (issue 40 item 4).
 */
export function refineVevoDetails(
  s: {
    tagVisaCitizen: boolean;
    visaPassportNumber: string;
    visaPassportCountry: string;
    visaImmiCardNumber: string;
    vevoConsent: boolean;
  },
  ctx: z.core.$RefinementCtx,
): void {
  if (!s.tagVisaCitizen) return;
  const passport = s.visaPassportNumber.trim() !== '';
  if (!passport && s.visaImmiCardNumber.trim() === '')
    ctx.addIssue({ code: 'custom', message: VEVO_NUMBER_REQUIRED, path: ['visaPassportNumber'] });
  else if (passport && s.visaPassportCountry === '')
    ctx.addIssue({ code: 'custom', message: PASSPORT_COUNTRY_REQUIRED, path: ['visaPassportCountry'] });
  if (!s.vevoConsent) ctx.addIssue({ code: 'custom', message: VEVO_CONSENT_REQUIRED, path: ['vevoConsent'] });
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
    /** What VEVO needs: a passport number and its country (ISO 3166-1 alpha-2), or an ImmiCard number. */
    visaPassportNumber: optionalText(),
    visaPassportCountry: z._default(
      z
        .string()
        .check(z.trim(), z.toUpperCase(), z.refine(blankOr(isCountryCode), PASSPORT_COUNTRY_REQUIRED)),
      '',
    ),
    visaImmiCardNumber: optionalText(),
    /** The visa holder agrees to the employer's check of their work rights on VEVO. */
    vevoConsent: tag,
  };
}

export const personalStatusSchema = builtOnFirstUse(() =>
  z
    .object(personalStatusShape())
    .check(
      z.refine(hasOneRightToWork, { message: RIGHT_TO_WORK_ONE, path: RIGHT_TO_WORK_PATH }),
      z.superRefine(refineVisaSubclass),
      z.superRefine(refineVevoDetails),
    ),
);

export type PersonalStatus = z.infer<ReturnType<typeof personalStatusSchema>>;
