import type { SuperfundChoice } from '../../../shared/schemas/superfund-choice';
import type { DefaultFund } from '../../../shared/schemas/employer-settings';

/**
 * A choice of the employer's default fund records which fund that was when the hire chose it
 * (settings, decision 088): its name, ABN and USI (an SMSF: its ESA and bank account), so the PDF,
 * HR's detail, the Excel row and the records system name the fund, and a later change of the
 * default does not rewrite what the hire chose.
 */
export function withDefaultFund(input: SuperfundChoice, fund: DefaultFund): SuperfundChoice {
  if (input.fundChoice !== 'cbus') return input;
  const named = { ...input, fundName: fund.name, fundABN: fund.abn };
  if (fund.kind === 'apra') return { ...named, fundUSI: fund.usi };
  return {
    ...named,
    isSMSF: 'yes',
    smsfFundESA: fund.esa,
    smsfBSB: fund.bsb,
    smsfAccountNumber: fund.accountNumber,
    accountName: fund.accountName,
  };
}
