import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import { screenRow } from '../../lib/catalogue-rows';
import type { TaxDeclarationJson } from './tax-api';

/**
 * A completed declaration, read-only, each answer worded and formatted by the catalogue: the TFN
 * masked (or what was given instead), the passport's country for a working holiday maker only,
 * the initial at most 100 px high.
 */
export function TaxSummary({ declaration: d }: { declaration: TaxDeclarationJson }) {
  const row = screenRow(TAX_DECLARATION, d);
  const rows: DetailRow[] = [
    row('title'),
    row('familyName'),
    row('givenNames'),
    row(d.taxFileNumber ? 'taxFileNumber' : 'tfnExemption'),
    row('basisOfPayment'),
    row('australianResident'),
    ...(d.homeCountry ? [row('homeCountry')] : []),
    row('claimTaxFreeThreshold'),
    row('hasHELPDebt'),
    row('previousFamilyName'),
    row('taxDeclarationDate'),
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
