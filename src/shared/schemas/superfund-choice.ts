import { z } from 'zod';
import { formatBsb, isValidBsb } from '../validators/bsb';
import { isValidAbn, normalizeAbn } from '../validators/abn';
import { isValidTfn, normalizeTfn } from '../validators/tfn';
import { isValidUsi, normalizeUsi } from '../validators/usi';
import { BSB_INVALID } from './bank-details';
import {
  blankOr,
  emailField,
  optionalText,
  pngDataUrl,
  requiredText,
  whenFieldsValid,
  yesNo,
} from './fields';
import { TFN_INVALID } from './tax-declaration';

export const FUND_CHOICES = ['cbus', 'custom'] as const;
export type FundChoice = (typeof FUND_CHOICES)[number];

export const SUPERFUND_MESSAGES = {
  tfnRequired: 'Tax file number is required',
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

export const superfundChoiceSchema = z
  .object({
    email: emailField('Please enter a valid email address'),
    fundChoice: z.enum(FUND_CHOICES).default('cbus'),
    taxFileNumber: requiredText(M.tfnRequired)
      .overwrite(normalizeTfn)
      .refine(blankOr(isValidTfn), TFN_INVALID),
    cbusMemberNumber: optionalText(),
    fundName: optionalText(),
    fundAddress: optionalText(),
    memberNumber: optionalText(),
    accountName: optionalText(),
    // Canonical forms: ABN digits only, USI upper-case, BSB 'XXX-XXX'; checked below.
    fundABN: optionalText().overwrite(normalizeAbn),
    fundUSI: optionalText().overwrite(normalizeUsi),
    fundPhoneNumber: optionalText(),
    isSMSF: yesNo('no'),
    smsfBSB: optionalText().overwrite((v) => (isValidBsb(v) ? formatBsb(v) : v)),
    smsfAccountNumber: optionalText(),
    smsfFundESA: optionalText(),
    superfundSignature: pngDataUrl(M.signature),
  })
  .superRefine((value, ctx) => {
    const fail = (path: keyof typeof value, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    // Fund details are asked for only when the employee chooses their own fund (spec §4).
    if (value.fundChoice !== 'custom') return;
    const isSmsf = value.isSMSF === 'yes';
    if (value.fundName === '') fail('fundName', M.fundName);
    if (!isValidAbn(value.fundABN)) fail('fundABN', M.fundAbn);
    if (value.fundAddress === '') fail('fundAddress', M.fundAddress);
    // SMSFs have no USI (SuperStream identifies them by ABN, bank account and ESA), so the
    // USI is required only for an APRA fund; when given for an SMSF it must still be valid.
    if (value.fundUSI === '' && !isSmsf) fail('fundUSI', M.fundUsi);
    else if (value.fundUSI !== '' && !isValidUsi(value.fundUSI)) fail('fundUSI', M.fundUsiInvalid);
    if (!isSmsf) return;
    if (value.smsfBSB === '') fail('smsfBSB', M.smsfBsb);
    else if (!isValidBsb(value.smsfBSB)) fail('smsfBSB', BSB_INVALID);
    if (value.smsfAccountNumber === '') fail('smsfAccountNumber', M.smsfAccountNumber);
    if (value.smsfFundESA === '') fail('smsfFundESA', M.smsfFundEsa);
  }, whenFieldsValid(FUND_FIELDS));

export type SuperfundChoice = z.infer<typeof superfundChoiceSchema>;
