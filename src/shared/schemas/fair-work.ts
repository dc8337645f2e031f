import { z } from 'zod/mini';

export const FAIR_WORK_URL_INVALID = 'Please enter a web address starting with https://';
const URL_MAX = 500;

/** A link the hire is given: an https address (never javascript: or a relative one). */
export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const statementUrl = z
  .string(FAIR_WORK_URL_INVALID)
  .check(
    z.trim(),
    z.maxLength(URL_MAX, `Must be ${URL_MAX} characters or fewer`),
    z.refine(isHttpsUrl, FAIR_WORK_URL_INVALID),
  );

/** PUT /api/admin/fair-work-statements: the links given for each statement (decision 032). */
export const fairWorkLinksSchema = z.object({ fwis: statementUrl, ceis: statementUrl, ftcis: statementUrl });
export type FairWorkLinks = z.output<typeof fairWorkLinksSchema>;
