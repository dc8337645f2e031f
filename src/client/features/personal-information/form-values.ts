import { parseTag } from '../../../shared/tags';
import { formatAuMobile } from '../../../shared/validators/mobile';
import type { StoredValues } from './use-drafts';

/** What a step's form holds while it is being filled: strings, and booleans for switches. */
export type FormValuesOf<T> = { [K in keyof T]-?: T[K] extends boolean ? boolean : string };

type PlainValues = Record<string, string | boolean>;

// The hire's own mobile; an emergency contact's number (any phone) is shown by its form.
const MOBILE_FIELDS = new Set(['mobile']);

/**
 * A step's form values from a stored draft or member: only the step's own fields, tags read
 * leniently (spec §3), mobiles shown spaced; a missing or blank value keeps the default.
 */
export function toFormValues<T extends PlainValues>(defaults: T, source: StoredValues | null): T {
  const values: PlainValues = { ...defaults };
  if (!source) return values as T;
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = source[key];
    if (typeof fallback === 'boolean') values[key] = parseTag(raw);
    else if (raw !== undefined && raw !== null && raw !== '') {
      values[key] = MOBILE_FIELDS.has(key) ? formatAuMobile(String(raw)) : String(raw);
    }
  }
  return values as T;
}
