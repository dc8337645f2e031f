import { z } from 'zod/mini';
import { FUND_CHOICES } from '../choice-labels';
import { formatBsb, isValidBsb } from '../validators/bsb';
import { isValidAbn, normalizeAbn } from '../validators/abn';
import { isValidUsi, normalizeUsi } from '../validators/usi';
import { ESA_INVALID, isEsaShaped } from '../super-funds/smsf-esa-aliases';
import { ACCOUNT_NUMBER_INVALID, BSB_INVALID } from './bank-details';
import { emailField, optionalText, pngDataUrl, whenFieldsValid, yesNo } from './fields';
import { optionalTfnField } from './tax-declaration';

export { FUND_CHOICE_LABELS, FUND_CHOICES, type FundChoice } from '../choice-labels';

export const FUND_CHOICE_REQUIRED = 'Please choose a super fund option';

/** Why OPTION 3 exists: an unneeded default account costs a second set of fees. */
export const DEFAULT_FUND_HINT =
  'If you already have a super account, choosing the default fund may open a second account, with its own fees.';

/** Shown on the super form in place of a TFN field when the tax declaration has one. */
export const TFN_FROM_TAX_DECLARATION = "We'll give your fund the TFN from your tax declaration";

export const SUPERFUND_MESSAGES = {
  fundName: 'Fund name is required',
  fundAbn: 'Please enter a valid 11-digit ABN',
  fundUsi: 'Fund USI is required',
  fundUsiInvalid: 'Please enter a valid USI',
  fundAddress: 'Fund address is required',
  smsfBsb: 'SMSF BSB is required',
  smsfAccountNumber: 'SMSF account number is required',
  smsfFundEsa: 'SMSF electronic service address is required',
  signature: 'Signature is required',
} as const;
const M = SUPERFUND_MESSAGES;

/** The fields the cross-field rules read. */
const FUND_FIELDS = [
  'fundChoice',
  'isSMSF',
  'fundName',
  'fundABN',
  'fundUSI',
  'fundAddress',
  'smsfBSB',
  'smsfAccountNumber',
  'smsfFundESA',
];

const superfundFields = z.object({
  email: emailField('Please enter a valid email address'),
  // Nothing is preselected: a hire who chose nothing is never recorded as choosing the default
  // (issue 39 item 3, decision 088).
  fundChoice: z.enum(FUND_CHOICES, { error: FUND_CHOICE_REQUIRED }),
  // NAT 13080 does not require a TFN, and the employer gives the fund the one from the tax
  // declaration: '' is saved when the hire has none yet (decision 030).
  taxFileNumber: optionalTfnField,
  cbusMemberNumber: optionalText(),
  fundName: optionalText(),
  fundAddress: optionalText(),
  memberNumber: optionalText(),
  accountName: optionalText(),
  // Canonical forms: ABN digits only, USI upper-case, BSB 'XXX-XXX'; checked below.
  fundABN: optionalText().check(z.overwrite(normalizeAbn)),
  fundUSI: optionalText().check(z.overwrite(normalizeUsi)),
  fundPhoneNumber: optionalText(),
  isSMSF: yesNo('no'),
  smsfBSB: optionalText().check(z.overwrite((v) => (isValidBsb(v) ? formatBsb(v) : v))),
  smsfAccountNumber: optionalText().check(z.overwrite((v) => v.replace(/\s+/g, ''))),
  smsfFundESA: optionalText(),
  superfundSignature: pngDataUrl(M.signature),
});
type Parsed = z.output<typeof superfundFields>;

export const superfundChoiceSchema = superfundFields.check(
  z.superRefine((value, ctx) => {
    const fail = (path: keyof typeof value, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    // Fund details are asked for only when the employee chooses their own fund (spec §4).
    if (value.fundChoice !== 'custom') return;
    const isSmsf = value.isSMSF === 'yes';
    if (value.fundName === '') fail('fundName', M.fundName);
    if (!isValidAbn(value.fundABN)) fail('fundABN', M.fundAbn);
    if (value.fundAddress === '') fail('fundAddress', M.fundAddress);
    // SMSFs have no USI (SuperStream identifies them by ABN, bank account and ESA): the form
    // drops the field, and the server stores none (superfundColumns).
    if (!isSmsf) {
      if (value.fundUSI === '') fail('fundUSI', M.fundUsi);
      else if (!isValidUsi(value.fundUSI)) fail('fundUSI', M.fundUsiInvalid);
      return;
    }
    if (value.smsfBSB === '') fail('smsfBSB', M.smsfBsb);
    else if (!isValidBsb(value.smsfBSB)) fail('smsfBSB', BSB_INVALID);
    if (value.smsfAccountNumber === '') fail('smsfAccountNumber', M.smsfAccountNumber);
    else if (!/^\d{5,10}$/.test(value.smsfAccountNumber)) fail('smsfAccountNumber', ACCOUNT_NUMBER_INVALID);
    if (value.smsfFundESA === '') fail('smsfFundESA', M.smsfFundEsa);
    // An email address or a sentence reaches nobody: the contributions' data would be lost. A
    // word the shipped list lacks is taken and flagged to HR (hr-flags.ts, decision 101).
    else if (!isEsaShaped(value.smsfFundESA)) fail('smsfFundESA', ESA_INVALID);
  }, whenFieldsValid(FUND_FIELDS)),
  z.overwrite(keepChosenFields),
);

/**
 * Only what the chosen option asks for is kept (spec §4: Cbus fields only for Cbus, fund fields
 * only for your own fund, ESA details only for an SMSF, and an SMSF has no USI), so a value
 * typed under another option and then abandoned is never stored.
 */
function keepChosenFields(value: Parsed): Parsed {
  const kept = { ...value };
  const blank = (...fields: (keyof Parsed)[]) => {
    for (const f of fields) (kept as Record<string, unknown>)[f] = '';
  };
  if (value.fundChoice !== 'cbus') blank('cbusMemberNumber');
  // The default fund's name, ABN and USI are the employer's, filled in by the server (withDefaultFund).
  if (value.fundChoice !== 'custom') {
    blank('fundName', 'fundAddress', 'memberNumber', 'accountName', 'fundABN', 'fundUSI', 'fundPhoneNumber');
    kept.isSMSF = 'no';
  }
  if (kept.isSMSF === 'yes') blank('fundUSI');
  else blank('smsfBSB', 'smsfAccountNumber', 'smsfFundESA');
  return kept;
}

export type SuperfundChoice = z.infer<typeof superfundChoiceSchema>;

// The answers' schemas live in answers/superfund-choice.ts, out of the client's bundle.
export type { SuperfundChoiceResponse } from '../answers/superfund-choice';
