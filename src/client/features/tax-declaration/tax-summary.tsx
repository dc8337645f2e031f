import { TAX_DECLARATION, TAX_DECLARATION_ROWS } from '../../../shared/catalogue/tax-declaration';
import { DetailList } from '../../components/ui/detail-list';
import { shownScreenRows } from '../../lib/catalogue-rows';
import type { TaxDeclarationJson } from './tax-api';

/**
 * A completed declaration, read-only, each answer worded and formatted by the catalogue: the TFN
 * masked (or what was given instead), the passport's country for a working holiday maker only
 * (the rows the catalogue's `shownWhen` shows, as in the PDF), the initial at most 100 px high.
 */
export function TaxSummary({ declaration: d }: { declaration: TaxDeclarationJson }) {
  const rows = shownScreenRows(TAX_DECLARATION, TAX_DECLARATION_ROWS, d);
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
