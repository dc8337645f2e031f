import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NO, YES } from '../../../shared/acknowledgment';
import { LegalText } from './legal-text';
import { TextareaField } from './textarea-field';

/** Where a 'Do you understand…' question's question for HR is kept among the typed answers. */
export const hrKey = (questionId: string) => `hr:${questionId}`;

interface UnderstandChoiceProps {
  questionId: string;
  /** The question in the document's English (what is signed). */
  english: string;
  /** HR's translation of it, if any. */
  translation?: string;
  isRequired: boolean;
  isDisabled?: boolean;
  answers: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

/**
 * A 'Do you understand…' question as a plain choice (issue 43 item 3, decision 115): 'Yes, I
 * understand' or 'No, I have a question for HR', which asks for the question and sends it to HR.
 * Stored as the spec's Yes or No.
 */
export function UnderstandChoice({
  questionId,
  english,
  translation,
  isRequired,
  isDisabled,
  answers,
  onChange,
}: UnderstandChoiceProps) {
  const { t } = useTranslation('documents');
  const name = useId();
  const answer = answers[questionId];
  const choice = (value: string, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2.5 has-checked:border-brand-500 has-checked:bg-brand-50">
      <input
        type="radio"
        name={name}
        value={value}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={answer === value}
        disabled={isDisabled}
        aria-required={isRequired || undefined}
        onChange={() => onChange(questionId, value)}
      />
      <span className="text-base text-slate-900">{label}</span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        <LegalText
          variant="inline"
          english={isRequired ? `${english} *` : english}
          translation={translation}
        />
      </legend>
      <div className="mt-2 space-y-2">
        {choice(YES, t('understand.yes'))}
        {choice(NO, t('understand.no'))}
      </div>
      {answer === NO && (
        <TextareaField
          label={t('understand.question')}
          hint={t('understand.questionHint')}
          isRequired
          rows={3}
          disabled={isDisabled}
          value={answers[hrKey(questionId)] ?? ''}
          onChange={(event) => onChange(hrKey(questionId), event.target.value)}
        />
      )}
    </fieldset>
  );
}
