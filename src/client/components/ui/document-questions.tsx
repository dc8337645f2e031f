import { NO, YES, type SigningDocument } from '../../../shared/acknowledgment';
import { LegalText } from './legal-text';
import { TextareaField } from './textarea-field';
import { hrKey, UnderstandChoice } from './understand-choice';

type Questions = SigningDocument['questions'];

interface TextQuestionsProps {
  heading: string;
  questions: Questions;
  /** HR's translation of the document (its questions by id), if any. */
  translation?: SigningDocument['translation'];
  answers: Record<string, string>;
  onChange: (key: string, answer: string) => void;
  isDisabled?: boolean;
}

/** The translation of question `id`, if HR wrote one. */
export const translatedQuestion = (translation: SigningDocument['translation'] | undefined, id: string) =>
  translation?.questions.find((q) => q.id === id)?.question;

interface QuestionFieldProps {
  question: Questions[number];
  translation?: SigningDocument['translation'];
  answers: Record<string, string>;
  onChange: (key: string, answer: string) => void;
  isDisabled?: boolean;
}

/**
 * One question: a 4-row textarea, required ones marked with *; a 'Do you understand…' question
 * as a Yes/No choice. In the document's English with HR's translation under it.
 */
export function QuestionField({
  question: q,
  translation,
  answers,
  onChange,
  isDisabled,
}: QuestionFieldProps) {
  if (q.kind === 'understand')
    return (
      <UnderstandChoice
        questionId={q.id}
        english={q.question}
        translation={translatedQuestion(translation, q.id)}
        isRequired={q.required}
        isDisabled={isDisabled}
        answers={answers}
        onChange={onChange}
      />
    );
  return (
    <TextareaField
      // A required question's * ends its English line, not the translation.
      label={
        <LegalText
          variant="inline"
          english={q.required ? `${q.question} *` : q.question}
          translation={translatedQuestion(translation, q.id)}
        />
      }
      aria-required={q.required || undefined}
      rows={4}
      disabled={isDisabled}
      value={answers[q.id] ?? ''}
      onChange={(event) => onChange(q.id, event.target.value)}
    />
  );
}

/** The document's questions under their heading. */
export function TextQuestions({ heading, questions, ...field }: TextQuestionsProps) {
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby="questions-heading" className="space-y-5">
      <h2 id="questions-heading" className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {questions.map((q) => (
        <QuestionField key={q.id} question={q} {...field} />
      ))}
    </section>
  );
}

/** Whether question `q` has an answer that can be sent (a No to an understanding needs its question). */
const isAnswered = (q: Questions[number], answers: Record<string, string>) => {
  const answer = answers[q.id]?.trim();
  if (q.kind !== 'understand') return !!answer;
  return answer === YES || (answer === NO && !!answers[hrKey(q.id)]?.trim());
};

/** Required questions not answered, and any No to an understanding without its question for HR. */
export const remainingRequired = (questions: Questions, answers: Record<string, string>) =>
  questions.filter(
    (q) => (q.required || (q.kind === 'understand' && answers[q.id] === NO)) && !isAnswered(q, answers),
  ).length;

/** Only answered questions are sent (spec §5); a No to an understanding with its question for HR. */
export const answeredOnly = (questions: Questions, answers: Record<string, string>) =>
  questions.flatMap((q) => {
    const answer = answers[q.id]?.trim();
    if (!answer || !isAnswered(q, answers)) return [];
    if (q.kind === 'understand' && answer === NO)
      return [{ questionId: q.id, answer, questionForHr: answers[hrKey(q.id)]!.trim() }];
    return [{ questionId: q.id, answer }];
  });
