import { LegalText } from '../../components/ui/legal-text';
import { useTaxWords } from './tax-words';

/** The collection notice the Privacy (Tax File Number) Rule 2015 requires, above the TFN field. */
export function TfnNotice() {
  const { t } = useTaxWords();
  const en = { lng: 'en' } as const;
  return (
    <section
      aria-labelledby="tfn-notice-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <h2 id="tfn-notice-heading" className="font-semibold text-slate-900">
        {t('tfnNotice.heading')}
      </h2>
      <div className="mt-1">
        <LegalText
          english={
            <>
              <p>{t('tfnNotice.collect', en)}</p>
              <p className="mt-2">{t('tfnNotice.decline', en)}</p>
            </>
          }
          translation={
            <>
              <span className="block">{t('tfnNotice.collect')}</span>
              <span className="mt-1 block">{t('tfnNotice.decline')}</span>
            </>
          }
        />
      </div>
    </section>
  );
}
