import {
  TAX_DECLARATION,
  TAX_DECLARATION_ROWS,
  type TaxDeclarationKey,
} from '../../../shared/catalogue/tax-declaration';
import { shownKeys } from '../../../shared/catalogue/shown-when';
import { BASIS_OF_PAYMENT, RESIDENCY_STATUSES, TFN_EXEMPTIONS, YES_NO } from '../../../shared/choice-labels';
import { DetailList, type DetailRow } from '../../components/ui/detail-list';
import { screenRow } from '../../lib/catalogue-rows';
import { useLocale } from '../../lib/language';
import { NOT_PROVIDED } from '../../lib/member-format';
import type { TaxDeclarationJson } from './tax-api';
import { localCountryName } from './tax-countries';
import { formatIsoDay } from './tax-format';
import { useTaxWords } from './tax-words';

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/**
 * A completed declaration, read-only, in the hire's language: the rows the catalogue's `shownWhen`
 * shows (as in the PDF), each answer worded as the form offered it, the TFN masked (or what was
 * given instead), the initial at most 100 px high. In English the words are the catalogue's.
 */
export function TaxSummary({ declaration: d }: { declaration: TaxDeclarationJson }) {
  const { t, i18n } = useTaxWords();
  const locale = useLocale();
  const catalogueRow = screenRow(TAX_DECLARATION, d);
  const answer = (key: TaxDeclarationKey): string => {
    const value: unknown = d[key as keyof TaxDeclarationJson];
    if (key === 'tfnExemption' && isOneOf(TFN_EXEMPTIONS, value)) return t(`exemption.options.${value}`);
    if (key === 'basisOfPayment' && isOneOf(BASIS_OF_PAYMENT, value)) return t(`basis.${value}`);
    if (key === 'australianResident' && isOneOf(RESIDENCY_STATUSES, value)) return t(`residency.${value}`);
    if ((key === 'claimTaxFreeThreshold' || key === 'hasHELPDebt') && isOneOf(YES_NO, value)) {
      return t(`yesNo.${value}`);
    }
    if (key === 'homeCountry' && typeof value === 'string')
      return localCountryName(value, i18n.language, locale);
    if (key === 'taxDeclarationDate' && typeof value === 'string') {
      return formatIsoDay(value, locale, t('personal.notProvided'));
    }
    const shown = catalogueRow(key)[1];
    return shown === NOT_PROVIDED ? t('personal.notProvided') : shown;
  };
  const rows = shownKeys(TAX_DECLARATION, TAX_DECLARATION_ROWS, d).map((key): DetailRow => [
    t(`summary.rows.${key}`),
    // <bdi>: a number, a name or an address keeps its own direction in a right-to-left language.
    <bdi key={key}>{answer(key)}</bdi>,
  ]);
  return (
    <div className="space-y-4">
      <DetailList rows={rows} />
      {d.taxDeclarationSignature && (
        <div>
          <p className="text-sm text-slate-600">{t('summary.initial')}</p>
          <img
            src={d.taxDeclarationSignature}
            alt={t('summary.initialAlt')}
            className="mt-1 max-h-[100px] w-auto rounded-lg border border-slate-200 bg-white"
          />
        </div>
      )}
    </div>
  );
}
