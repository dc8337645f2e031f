import { FUND_CHOICE_LABELS } from '../choice-labels';
import type { SuperfundChoice } from '../schemas/superfund-choice';
import { defineCatalogue } from './define-catalogue';

export type SuperfundChoiceKey = Exclude<keyof SuperfundChoice, 'email' | 'superfundSignature'>;

const SUPER = 'Superannuation Standard Choice';

// Which answers a choice shows: the employer's default fund its name, ABN, USI and member number; the hire's own fund its details, an SMSF
// its bank details and electronic service address, any other fund its USI.
const CBUS = { answer: 'fundChoice', is: ['cbus'] } as const;
const OWN_FUND = { answer: 'fundChoice', is: ['custom'] } as const;
const SMSF = [OWN_FUND, { answer: 'isSMSF', is: ['yes'] }] as const;
// The employer's default fund is recorded with the choice (decision 088): its name, ABN and USI show
// like the hire's own fund's; a default-fund choice saved before names none and shows none.
const NAMED_FUND = [
  { answer: 'fundChoice', is: ['custom', 'cbus'] },
  { answer: 'fundName', given: true },
] as const;
const NOT_SMSF = [...NAMED_FUND, { answer: 'isSMSF', isNot: ['yes'] }] as const;

/** The super choice's answers (NAT 13080), in the change list's order; `order` places Excel columns. */
export const SUPERFUND_CHOICE = defineCatalogue<SuperfundChoiceKey>()({
  fundChoice: {
    section: SUPER,
    label: 'Fund choice',
    row: 'Fund',
    format: { choice: FUND_CHOICE_LABELS },
    excel: { header: 'Super Fund Choice', width: 30 },
  },
  taxFileNumber: {
    section: SUPER,
    label: 'Tax file number',
    screen: 'Tax File Number',
    format: 'tfn',
    secret: { mask: 'tfn' },
    // The TFN the fund gets: the choice's, else the tax declaration's (member-columns.ts).
    excel: { header: 'Super TFN', width: 14, source: 'calc.superTaxFileNumber' },
  },
  // The member number at the employer's default fund (the key and Excel column keep their first name, Cbus).
  cbusMemberNumber: {
    section: SUPER,
    shownWhen: CBUS,
    label: 'Default fund member number',
    excel: { header: 'Cbus Member Number' },
  },
  fundName: {
    section: SUPER,
    shownWhen: NAMED_FUND,
    label: 'Fund name',
    excel: { header: 'Super Fund Name', width: 24 },
  },
  fundAddress: {
    section: SUPER,
    shownWhen: OWN_FUND,
    label: 'Fund address',
    excel: { header: 'Super Fund Address', width: 30, order: 3.3 },
  },
  memberNumber: {
    section: SUPER,
    shownWhen: OWN_FUND,
    label: 'Member number',
    excel: { header: 'Super Member Number', order: 3.4 },
  },
  accountName: {
    section: SUPER,
    shownWhen: OWN_FUND,
    label: 'Account name',
    excel: { header: 'Super Account Name', width: 22, order: 3.5 },
  },
  fundABN: {
    section: SUPER,
    shownWhen: NAMED_FUND,
    label: 'Fund ABN',
    format: 'abn',
    excel: { header: 'Super Fund ABN', order: 3.1 },
  },
  // An SMSF has no USI (SuperStream identifies it by ABN, bank account and ESA); Cbus's is printed
  // with its name.
  fundUSI: {
    section: SUPER,
    shownWhen: NOT_SMSF,
    label: 'Fund USI',
    screen: 'USI',
    excel: { header: 'Super Fund USI', order: 3.2 },
  },
  fundPhoneNumber: {
    section: SUPER,
    shownWhen: OWN_FUND,
    label: 'Fund phone',
    excel: { header: 'Super Fund Phone' },
  },
  isSMSF: {
    section: SUPER,
    shownWhen: OWN_FUND,
    label: 'Self-managed fund',
    screen: 'Self-managed super fund',
    format: 'yesNo',
    excel: { header: 'SMSF', width: 8 },
  },
  smsfBSB: {
    section: SUPER,
    shownWhen: SMSF,
    label: 'SMSF BSB',
    format: 'bsb',
    secret: { mask: 'bsb' },
    excel: { header: 'SMSF BSB', width: 10 },
  },
  smsfAccountNumber: {
    section: SUPER,
    shownWhen: SMSF,
    label: 'SMSF account number',
    secret: { mask: 'account' },
    excel: { header: 'SMSF Account Number' },
  },
  smsfFundESA: {
    section: SUPER,
    shownWhen: SMSF,
    label: 'SMSF electronic service address',
    excel: { header: 'SMSF ESA' },
  },
});
