import { choiceLabel, yesNoLabel } from '../../../shared/choice-labels';
import {
  BASIS_OF_PAYMENT_LABELS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_LABELS,
} from '../../../shared/schemas/tax-declaration';
import { countryName } from '../../../shared/countries';
import { maskTfn } from '../../../shared/validators/tfn';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import type { TaxDeclarationJson } from './tax-api';
import { formatIsoDay } from './tax-format';

/** A completed declaration, read-only: the TFN masked, the initial at most 100 px high. */
export function TaxSummary({ declaration: d }: { declaration: TaxDeclarationJson }) {
  const rows: DetailRow[] = [
    ['Title', d.title || 'Not provided'],
    ['Family name', d.familyName || 'Not provided'],
    ['Given names', d.givenNames || 'Not provided'],
    d.taxFileNumber
      ? ['Tax File Number', maskTfn(d.taxFileNumber)]
      : ['Instead of a TFN', d.tfnExemption ? TFN_EXEMPTION_LABELS[d.tfnExemption] : 'Not provided'],
    ['Basis of payment', choiceLabel(BASIS_OF_PAYMENT_LABELS, d.basisOfPayment)],
    ['Residency for tax purposes', choiceLabel(RESIDENCY_LABELS, d.australianResident)],
    ...(d.homeCountry ? [['Country of your passport', countryName(d.homeCountry)] as DetailRow] : []),
    ['Claims the tax-free threshold', yesNoLabel(d.claimTaxFreeThreshold)],
    ['Study and training support loan debt', yesNoLabel(d.hasHELPDebt)],
    ['Previous family name', d.previousFamilyName || 'Not provided'],
    ['Declaration date', formatIsoDay(d.taxDeclarationDate)],
  ];
  return (
    <div className="space-y-4">
      <DetailList rows={rows} />
      {d.taxDeclarationSignature && (
        <div>
          <p className="text-sm text-slate-600">Initial</p>
          <img
            src={d.taxDeclarationSignature}
            alt="Your initial"
            className="mt-1 max-h-[100px] w-auto rounded-lg border border-slate-200 bg-white"
          />
        </div>
      )}
    </div>
  );
}
