import { z } from 'zod/mini';
import { canonicalTimeZone } from '../date-time-format';
import { formatBsb, isValidBsb } from '../validators/bsb';
import { isValidAbn, normalizeAbn } from '../validators/abn';
import { isValidUsi, normalizeUsi } from '../validators/usi';
import { isHttpsUrl } from './fair-work';
import { blankOr, emailField, optionalText, requiredText } from './fields';

export const SETTINGS_MESSAGES = {
  legalName: 'Company legal name is required',
  abn: 'Please enter a valid 11-digit ABN',
  address: 'Address is required',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email address',
  timeZone: "Please choose a time zone, e.g. 'Australia/Perth'",
  fundName: 'Fund name is required',
  fundAbn: "Please enter the fund's 11-digit ABN",
  fundUsi: 'Please enter a valid USI',
  esa: 'Electronic service address is required',
  bsb: 'Please enter a valid 6-digit BSB',
  accountNumber: 'Please enter a valid account number (5 to 10 digits)',
  accountName: 'Account name is required',
  logo: 'The logo must be a PNG, JPEG or WebP image under 1 MB',
  privacyPolicyUrl: 'Please enter a web address starting with https://',
} as const;
const M = SETTINGS_MESSAGES;

/** A logo as the form sends it: an image data URL (checked again by content and re-encoded on the server). */
export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_DATA_URL = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
// Base64 is 4/3 of the bytes, plus the prefix.
const LOGO_MAX_CHARS = Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 32;

const abnField = (message: string) =>
  z.string(message).check(
    z.trim(),
    z.overwrite(normalizeAbn),
    z.refine((v) => isValidAbn(v), message),
  );

/** The employer's default fund: one on APRA's list (or named by hand with its USI), or an SMSF. */
export const defaultFundSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('apra'),
    name: requiredText(M.fundName),
    abn: abnField(M.fundAbn),
    usi: z.string(M.fundUsi).check(
      z.trim(),
      z.overwrite(normalizeUsi),
      z.refine((v) => isValidUsi(v), M.fundUsi),
    ),
  }),
  z.object({
    kind: z.literal('smsf'),
    name: requiredText(M.fundName),
    abn: abnField(M.fundAbn),
    esa: requiredText(M.esa),
    bsb: z.string(M.bsb).check(
      z.trim(),
      z.refine((v) => isValidBsb(v), M.bsb),
      z.overwrite((v) => formatBsb(v)),
    ),
    accountNumber: z.string(M.accountNumber).check(
      z.overwrite((v) => v.replace(/\s+/g, '')),
      z.regex(/^\d{5,10}$/, M.accountNumber),
    ),
    accountName: requiredText(M.accountName),
  }),
]);
export type DefaultFund = z.output<typeof defaultFundSchema>;

/**
 * The settings form's fields (the browser's check): the phone number only as required text, so the
 * admin screens do not load the phone-number library; the server checks and stores it
 * (employer-settings-update.ts).
 */
export const employerSettingsFormSchema = z.object({
  legalName: requiredText(M.legalName),
  tradingName: optionalText(),
  abn: abnField(M.abn),
  address: requiredText(M.address, 400),
  phone: requiredText(M.phone),
  email: emailField(M.email),
  timeZone: z.string(M.timeZone).check(
    z.trim(),
    z.refine((v) => canonicalTimeZone(v) !== undefined, M.timeZone),
    z.overwrite((v) => canonicalTimeZone(v) ?? v),
  ),
  defaultFund: defaultFundSchema,
  /** Fewer than 15 employees (Fair Work Act s 23); absent keeps false. */
  smallBusinessEmployer: z._default(z.boolean(), false),
  /** The privacy policy the collection notice names (decision 106): https only; absent or blank: none. */
  privacyPolicyUrl: z._default(
    z
      .string(M.privacyPolicyUrl)
      .check(
        z.trim(),
        z.maxLength(500, M.privacyPolicyUrl),
        z.refine(blankOr(isHttpsUrl), M.privacyPolicyUrl),
      ),
    '',
  ),
  /** Whether hires are asked for a union card (issue 42 item 3); absent keeps false. */
  askUnionMembership: z._default(z.boolean(), false),
  logo: z.optional(
    z.nullable(
      z.string(M.logo).check(
        z.maxLength(LOGO_MAX_CHARS, M.logo),
        z.refine((v) => LOGO_DATA_URL.test(v), M.logo),
      ),
    ),
  ),
});
export type EmployerSettingsInput = z.output<typeof employerSettingsFormSchema>;

/** The name hires and emails read: the trading name, else the legal name. */
export const displayName = (s: { legalName: string; tradingName: string }) => s.tradingName || s.legalName;
