import { NO, YES, type SignedAnswer } from '../../../shared/acknowledgment';
import type { PolicyAnswer } from '../../../shared/schemas/policy-acknowledgment';
import type { PolicyQuestion } from '../../db/schema/policy-documents';
import { badRequest } from '../../http-errors';

export const REQUIRED_QUESTIONS_NOT_ANSWERED = 'Required Questions Not Answered';
export const QUESTION_FOR_HR_REQUIRED = 'Please write your question for HR';

/**
 * The answers checked against the document's own questions: each names a question of it, once;
 * every required question has a non-blank answer, and for a yes/no document the answer is Yes
 * or No and a required one is Yes. Only answered questions are kept, each with its question
 * text, so the record shows what was asked even after the document changes. A 'Do you
 * understand…' question (decision 115) is answered Yes, or No with the hire's question for HR.
 */
export function checkAnswers(
  questions: PolicyQuestion[],
  answers: PolicyAnswer[],
  opts: { isYesNo: boolean },
): SignedAnswer[] {
  const fields: Record<string, string> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  // A yes-no document's questions are all Yes/No; an employer document's may be, one by one.
  const isYesNo = (q: PolicyQuestion | undefined) => opts.isYesNo || q?.kind === 'yes-no';
  const isUnderstand = (q: PolicyQuestion | undefined) => !opts.isYesNo && q?.kind === 'understand';
  const given = new Map<string, string>();
  const forHr = new Map<string, string>();
  answers.forEach((a, i) => {
    const q = byId.get(a.questionId);
    const hrQuestion = a.questionForHr?.trim() ?? '';
    if (!q) fields[`answers.${i}.questionId`] = 'Not a question of this document';
    else if (given.has(a.questionId)) fields[`answers.${i}.questionId`] = 'Answered twice';
    else if ((isYesNo(q) || isUnderstand(q)) && a.answer !== YES && a.answer !== NO)
      fields[`answers.${i}.answer`] = 'The answer must be Yes or No';
    else if (isUnderstand(q) && a.answer === NO && !hrQuestion)
      fields[`answers.${i}.questionForHr`] = QUESTION_FOR_HR_REQUIRED;
    else if (hrQuestion && !(isUnderstand(q) && a.answer === NO))
      fields[`answers.${i}.questionForHr`] = 'Only a No to a question of understanding asks HR';
    given.set(a.questionId, a.answer.trim());
    if (hrQuestion) forHr.set(a.questionId, hrQuestion);
  });
  const missing = questions.filter(
    (q) => q.required && !(isYesNo(q) ? given.get(q.id) === YES : given.get(q.id)),
  );
  for (const q of missing) fields[`questions.${q.id}`] = REQUIRED_QUESTIONS_NOT_ANSWERED;
  if (Object.keys(fields).length > 0) {
    const message = missing.length
      ? `${REQUIRED_QUESTIONS_NOT_ANSWERED}: ${missing.length} remaining`
      : (Object.values(fields)[0] ?? 'Invalid answers');
    throw badRequest(message, fields);
  }
  return questions.flatMap((q) => {
    const answer = given.get(q.id);
    const questionForHr = forHr.get(q.id);
    if (answer)
      return [
        { questionId: q.id, question: q.question, answer, ...(questionForHr ? { questionForHr } : {}) },
      ];
    // Unticked yes-no questions are recorded as No (spec §5).
    return isYesNo(q) ? [{ questionId: q.id, question: q.question, answer: NO }] : [];
  });
}
