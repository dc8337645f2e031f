import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HireFairWorkStatements } from '../../../shared/answers/fair-work';
import { LegalText } from '../../components/ui/legal-text';

export const FAIR_WORK_STATEMENTS_KEY = ['/api/fair-work-statements'] as const;

/**
 * The Fair Work Ombudsman's statements that apply to this hire (Fair Work Act s125, s125A;
 * decision 032), shown as links before they submit: everyone's Fair Work Information Statement,
 * and a casual's Casual Employment Information Statement. The server chooses them from the tax
 * declaration's basis of payment and records them as given when the application is submitted.
 * Each statement is the Ombudsman's, in English: its title is shown as given, with a translation
 * under it (issue 43 item 2).
 */
export function FairWorkStatements() {
  const { t } = useTranslation('home');
  // Read again each time the button shows: the basis of payment may have changed meanwhile.
  const query = useQuery<HireFairWorkStatements>({ queryKey: FAIR_WORK_STATEMENTS_KEY, staleTime: 0 });
  const statements = query.data?.statements ?? [];
  if (statements.length === 0) return null;
  return (
    <section
      aria-labelledby="fair-work-heading"
      className="mb-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="fair-work-heading" className="font-semibold text-slate-900">
        {t('fairWork.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('fairWork.intro', { count: statements.length })}</p>
      <ul className="mt-3 space-y-2">
        {statements.map((s) => (
          <li key={s.statement}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 flex-col justify-center font-medium text-brand-700 underline underline-offset-2"
            >
              <LegalText
                variant="inline"
                english={s.title}
                translation={t(`fairWork.statements.${s.statement}`)}
              />
              <span className="sr-only"> {t('fairWork.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
