import type { SigningDocument } from '../../../shared/acknowledgment';
import { TextareaField } from '../../components/ui/textarea-field';

interface TextQuestionsProps {
  heading: string;
  questions: SigningDocument['questions'];
  answers: Record<string, string>;
  onChange: (questionId: string, answer: string) => void;
  isDisabled?: boolean;
}

/** The document's questions as 4-row textareas; required ones marked with *. */
export function TextQuestions({ heading, questions, answers, onChange, isDisabled }: TextQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="questions-heading" className="space-y-5">
      <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {questions.map((q) => (
        <TextareaField
          key={q.id}
          label={q.question}
          isRequired={q.required}
          rows={4}
          disabled={isDisabled}
          value={answers[q.id] ?? ''}
          onChange={(event) => onChange(q.id, event.target.value)}
        />
      ))}
    </section>
  );
}

export const remainingRequired = (questions: SigningDocument['questions'], answers: Record<string, string>) =>
  questions.filter((q) => q.required && !answers[q.id]?.trim()).length;

/** Only answered questions are sent (spec §5). */
export const answeredOnly = (questions: SigningDocument['questions'], answers: Record<string, string>) =>
  questions.flatMap((q) => {
    const answer = answers[q.id]?.trim();
    return answer ? [{ questionId: q.id, answer }] : [];
  });
