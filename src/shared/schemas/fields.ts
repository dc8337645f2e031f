import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { isIsoDate } from '../validators/iso-date';
import { isValidAuMobile, normalizeAuMobile } from '../validators/mobile';

// The shared schemas are written with zod/mini (docs/decisions/013-zod-mini-and-own-form-hook.md):
// the browser loads only the parts a schema uses. zod/mini sets no locale of its own; the English
// one is the one classic zod sets on the server, so every default message reads the same on both.
z.config(en());

// Field builders shared by the schemas. Each takes the spec's message, so a missing value
// (undefined) and a blank one ('  ') report the same words.
//
// Format checks are written as `refine(blankOr(test))` rather than with `abort: true`: a
// blank field then reports only its 'required' message, and no issue is marked as an
// explicit abort, which would stop object-level rules (see whenFieldsValid) from running.

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
/** A 600x200 two-pixel signature is ~10-40 KB as PNG; this leaves ample room. */
export const SIGNATURE_MAX = 500_000;

export const DATE_INVALID = 'Please enter a valid date';
export const SIGNATURE_TOO_LARGE = 'Signature image is too large';
export const MOBILE_INVALID = 'Please enter a valid Australian mobile number';

/** The form-level toast of the basic info, address and bank steps (spec §5). */
export const REQUIRED_FIELDS_TOAST = {
  title: 'Please complete all required fields',
  description: 'All fields marked with * are required',
} as const;

function tooLong(max: number): string {
  return `Must be ${max} characters or fewer`;
}

// Issue 19: a name with CR/LF printed forged lines into HR's email and all three PDFs, and a
// right-to-left override shows text in another order than it is stored. One-line fields refuse
// every C0 and C1 control (tab, CR, LF, DEL included), the bidi controls (embeddings, overrides,
// isolates, LRM/RLM/ALM) and the Unicode line and paragraph separators. Multi-line fields (notes,
// free-text answers, policy HTML) keep tab, LF and CR and refuse the rest.
export const ONE_LINE_MESSAGE = 'Must be one line, without hidden characters';
export const MULTI_LINE_MESSAGE = 'Must be without hidden characters';

/** Whether `value` may be stored in a one-line field (a name, an account name, a title). */
// Cc: C0, DEL and C1; Bidi_C: ALM, LRM, RLM, embeddings, overrides, isolates; Zl, Zp: U+2028/9;
// the invisible ones that join or separate nothing a reader sees (issue 36 item 12): zero-width
// space, word joiner, BOM, Mongolian vowel separator, invisible operators. The zero-width joiner
// and non-joiner stay: emoji sequences and several scripts' spelling need them.
export const isOneLine = (value: string) =>
  !/[\p{Cc}\p{Bidi_C}\p{Zl}\p{Zp}\u200B\u2060-\u2064\uFEFF\u180E]/u.test(value);
/** Whether `value` may be stored in a multi-line field: line breaks and tabs, no other controls. */
export const isCleanMultiLine = (value: string) => !/(?![\t\n\r])[\p{Cc}\p{Bidi_C}\p{Zl}\p{Zp}]/u.test(value);

/** The one-line rule as a check, for strings built outside these helpers. */
export const oneLine = () => z.refine<string>(isOneLine, ONE_LINE_MESSAGE);
/** The multi-line rule as a check. */
export const cleanMultiLine = () => z.refine<string>(isCleanMultiLine, MULTI_LINE_MESSAGE);

/** A format test that passes '' (blank is reported by the 'required' check, or allowed). */
export function blankOr(test: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || test(value);
}

/** A one-line string that must be non-blank after trimming. */
export function requiredText(message: string, max = TEXT_MAX, rule = oneLine()) {
  return z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)), rule);
}

/** An optional one-line string; missing becomes ''. */
export function optionalText(max = TEXT_MAX, rule = oneLine()) {
  return z._default(z.string().check(z.trim(), z.maxLength(max, tooLong(max)), rule), '');
}

/** A trimmed, lower-cased email address; one message for missing, blank and malformed. */
export function emailField(message: string) {
  return z.string(message).check(
    z.trim(),
    z.toLowerCase(),
    z.refine((value) => value.length <= 254 && z.regexes.email.test(value), message),
  );
}

/** A required 'YYYY-MM-DD' date. */
export function requiredDate(message: string) {
  return requiredText(message).check(z.refine(blankOr(isIsoDate), DATE_INVALID));
}

/** An optional 'YYYY-MM-DD' date; missing becomes ''. */
export function optionalDate() {
  return z._default(z.string().check(z.trim(), z.refine(blankOr(isIsoDate), DATE_INVALID)), '');
}

/** A number checked by a rule and stored in the one form it gives (a mobile, a phone number). */
export interface NumberRule {
  isValid(value: string): boolean;
  normalize(value: string): string | null;
  message: string;
}

const checkedAndStored = (rule: NumberRule) =>
  [
    z.refine<string>(blankOr(rule.isValid), rule.message),
    z.overwrite((value: string) => rule.normalize(value) ?? value),
  ] as const;

/** A required number of `rule`, stored as the rule normalises it. */
export function requiredNumberField(requiredMessage: string, rule: NumberRule) {
  return requiredText(requiredMessage).check(...checkedAndStored(rule));
}

/** An optional number of `rule`: '' or a valid one, stored as the rule normalises it. */
export function optionalNumberField(rule: NumberRule) {
  return z._default(z.string().check(z.trim(), ...checkedAndStored(rule)), '');
}

const AU_MOBILE: NumberRule = {
  isValid: isValidAuMobile,
  normalize: normalizeAuMobile,
  message: MOBILE_INVALID,
};

/** A required Australian mobile number, stored as '04XXXXXXXX'. */
export const auMobileField = (requiredMessage: string) => requiredNumberField(requiredMessage, AU_MOBILE);

/** An optional Australian mobile number: '' or a valid one, stored as '04XXXXXXXX'. */
export const optionalAuMobileField = () => optionalNumberField(AU_MOBILE);

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** A drawn initial/signature as exported by signature_pad: a PNG data URL. */
export function pngDataUrl(message: string) {
  return z.string(message).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(SIGNATURE_MAX, SIGNATURE_TOO_LARGE),
    z.refine((value) => value === '' || value.length > SIGNATURE_MAX || PNG_DATA_URL.test(value), message),
  );
}

/** A 'yes' | 'no' answer with a default. */
export function yesNo(defaultValue: 'yes' | 'no') {
  return z._default(z.enum(['yes', 'no']), defaultValue);
}

/**
 * Options for an object-level superRefine: run it even when other fields failed (so that a
 * form shows every error at once), as long as the fields it reads parsed cleanly.
 */
export function whenFieldsValid(fields: readonly string[]): z.core.$ZodSuperRefineParams {
  const watched = new Set(fields);
  return {
    // Never on a value that is not an object at all (a body of `null`): the rule reads its fields.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => !issue.path?.length || watched.has(String(issue.path[0]))),
  };
}
