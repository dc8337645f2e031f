import { useTranslation } from 'react-i18next';
import type { SigningDocument } from '../../../shared/acknowledgment';
import { LegalText } from '../../components/ui/legal-text';
import { translatedQuestion } from '../../components/ui/document-questions';

interface YesNoQuestionsProps {
  questions: SigningDocument['questions'];
  translation?: SigningDocument['translation'];
  checked: Record<string, boolean>;
  onChange: (questionId: string, isChecked: boolean) => void;
}

/**
 * Numbered checkboxes: ticked is Yes, unticked No; required ones are starred (spec §2). Each
 * question in the document's English, with HR's translation under it.
 */
export function YesNoQuestions({ questions, translation, checked, onChange }: YesNoQuestionsProps) {
  const { t } = useTranslation('documents');
  if (questions.length === 0) return null;
  const hasUnchecked = questions.some((q) => q.required && !checked[q.id]);
  return (
    <section aria-labelledby="additional-questions" className="space-y-3">
      <h2 id="additional-questions" className="text-xl font-semibold text-slate-900">
        {t('agreement.questions')}
      </h2>
      <ol className="space-y-2">
        {questions.map((q, i) => (
          <li key={q.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3">
              <input
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
                checked={!!checked[q.id]}
                aria-required={q.required || undefined}
                onChange={(event) => onChange(q.id, event.target.checked)}
              />
              <span className="text-slate-800">
                <LegalText
                  variant="inline"
                  english={
                    <>
                      {i + 1}. {q.question}
                      {q.required && <span className="text-red-700"> *</span>}
                    </>
                  }
                  translation={translatedQuestion(translation, q.id)}
                />
              </span>
            </label>
          </li>
        ))}
      </ol>
      {hasUnchecked && (
        <p
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('agreement.checkRequired')}
        </p>
      )}
    </section>
  );
}
