import { z } from 'zod/mini';
import { builtOnFirstUse } from './built-on-first-use';
import { optionalDate, optionalText, whenFieldsValid } from './fields';

export const FORKLIFT_EXPIRY_REQUIRED = 'Forklift licence expiry is required';
export const EWP_EXPIRY_REQUIRED = 'EWP licence expiry is required';

export const cardDetailsShape = builtOnFirstUse(() => ({
  cardRedCard: optionalText(),
  cardWhiteCard: optionalText(),
  cardIncolink: optionalText(),
  cardCbus: optionalText(),
  cardUnion: optionalText(),
  cardTrafficController: optionalText(),
  licenceForklift: optionalText(),
  licenceForkliftExpiry: optionalDate(),
  licenceEWP: optionalText(),
  licenceEWPExpiry: optionalDate(),
}));

type LicenceFields = Pick<
  z.output<z.ZodMiniObject<ReturnType<typeof cardDetailsShape>>>,
  'licenceForklift' | 'licenceForkliftExpiry' | 'licenceEWP' | 'licenceEWPExpiry'
>;

const LICENCE_RULES = [
  { licence: 'licenceForklift', expiry: 'licenceForkliftExpiry', message: FORKLIFT_EXPIRY_REQUIRED },
  { licence: 'licenceEWP', expiry: 'licenceEWPExpiry', message: EWP_EXPIRY_REQUIRED },
] as const;

/**
 * An expiry date is required once its licence number is filled (spec §2, §5). Exported so
 * that schemas built from this shape (the whole team member) apply the same rule.
 */
export function refineLicenceExpiry(value: LicenceFields, ctx: z.core.$RefinementCtx): void {
  for (const rule of LICENCE_RULES) {
    if (value[rule.licence].trim() !== '' && value[rule.expiry].trim() === '') {
      ctx.addIssue({ code: 'custom', path: [rule.expiry], message: rule.message });
    }
  }
}

export const LICENCE_EXPIRY_WHEN = whenFieldsValid(
  LICENCE_RULES.flatMap((rule) => [rule.licence, rule.expiry]),
);

export const cardDetailsSchema = builtOnFirstUse(() =>
  z.object(cardDetailsShape()).check(z.superRefine(refineLicenceExpiry, LICENCE_EXPIRY_WHEN)),
);

export type CardDetails = z.infer<ReturnType<typeof cardDetailsSchema>>;
