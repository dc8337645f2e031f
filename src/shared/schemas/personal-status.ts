import { z } from 'zod';
import { parseTag } from '../tags';
import { optionalDate, optionalText } from './fields';

/** Lenient boolean: true, 'true', '1' and 1 are set; anything else (including missing) is not. */
const tag = z.preprocess(parseTag, z.boolean());

export const personalStatusSchema = z.object({
  tagAboriginal: tag,
  tagSingleParent: tag,
  tagDisabled: tag,
  tagAustralianCitizen: tag,
  tagVisaCitizen: tag,
  visaNumber: optionalText(),
  visaExpiry: optionalDate(),
});

export type PersonalStatus = z.infer<typeof personalStatusSchema>;
