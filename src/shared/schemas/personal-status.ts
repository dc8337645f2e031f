import { z } from 'zod/mini';
import { parseTag } from '../tags';
import { optionalDate, optionalText } from './fields';

/** Lenient boolean: true, 'true', '1' and 1 are set; anything else (including missing) is not. */
const tag = z.pipe(z.transform(parseTag), z.boolean());

export const CITIZEN_OR_VISA = 'Choose Australian Citizen or Visa Citizen, not both';

/** A person is an Australian citizen or here on a visa, never both. */
export const isCitizenOrVisa = (s: { tagAustralianCitizen: boolean; tagVisaCitizen: boolean }) =>
  !(s.tagAustralianCitizen && s.tagVisaCitizen);

export const personalStatusSchema = z
  .object({
    tagAboriginal: tag,
    tagSingleParent: tag,
    tagDisabled: tag,
    tagAustralianCitizen: tag,
    tagVisaCitizen: tag,
    visaNumber: optionalText(),
    visaExpiry: optionalDate(),
  })
  .check(z.refine(isCitizenOrVisa, { message: CITIZEN_OR_VISA, path: ['tagVisaCitizen'] }));

export type PersonalStatus = z.infer<typeof personalStatusSchema>;
