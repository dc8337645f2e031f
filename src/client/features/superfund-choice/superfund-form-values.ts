import type { SuperfundDraft } from '../../../shared/schemas/draft-kinds';
import type { FundChoice } from '../../../shared/schemas/superfund-choice';
import { formatTfn } from '../../../shared/validators/tfn';
import type { SuperfundChoiceJson } from './superfund-api';

/** What the form holds: the shared schema's fields, as strings. */
export interface SuperfundFormValues {
  email: string;
  /** '' until the hire picks one: nothing is preselected (decision 088). */
  fundChoice: FundChoice | '';
  taxFileNumber: string;
  cbusMemberNumber: string;
  fundName: string;
  fundAddress: string;
  memberNumber: string;
  accountName: string;
  fundABN: string;
  fundUSI: string;
  fundPhoneNumber: string;
  isSMSF: 'yes' | 'no';
  smsfBSB: string;
  smsfAccountNumber: string;
  smsfFundESA: string;
  superfundSignature: string;
}

/**
 * A new form (no option chosen; the TFN from the tax declaration when there is one), or
 * the saved choice to update, with what was typed since (the draft) on top. Either way it is
 * signed afresh.
 */
export function initialSuperfundValues(
  email: string,
  saved: SuperfundChoiceJson | null,
  declaredTfn = '',
  draft: SuperfundDraft | null = null,
): SuperfundFormValues {
  const base = baseValues(email, saved, declaredTfn);
  if (!draft) return base;
  const typed = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined));
  const fundChoice = draft.fundChoice || base.fundChoice;
  return {
    ...base,
    ...typed,
    fundChoice,
    taxFileNumber: formatTfn(draft.taxFileNumber ?? base.taxFileNumber),
  };
}

/** What the form keeps as typed: everything but the email and the signature. */
export function toSuperfundDraft(values: SuperfundFormValues): SuperfundDraft {
  const { email: _email, superfundSignature: _signature, ...typed } = values;
  return typed;
}

function baseValues(
  email: string,
  saved: SuperfundChoiceJson | null,
  declaredTfn: string,
): SuperfundFormValues {
  return {
    email,
    fundChoice: saved?.fundChoice ?? '',
    taxFileNumber: formatTfn(saved?.taxFileNumber ?? declaredTfn),
    cbusMemberNumber: saved?.cbusMemberNumber ?? '',
    fundName: saved?.fundName ?? '',
    fundAddress: saved?.fundAddress ?? '',
    memberNumber: saved?.memberNumber ?? '',
    accountName: saved?.accountName ?? '',
    fundABN: saved?.fundABN ?? '',
    fundUSI: saved?.fundUSI ?? '',
    fundPhoneNumber: saved?.fundPhoneNumber ?? '',
    isSMSF: saved?.isSMSF ?? 'no',
    smsfBSB: saved?.smsfBSB ?? '',
    smsfAccountNumber: saved?.smsfAccountNumber ?? '',
    smsfFundESA: saved?.smsfFundESA ?? '',
    superfundSignature: '',
  };
}
