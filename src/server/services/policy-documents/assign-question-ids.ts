import type { PolicyQuestion } from '../../db/schema/policy-documents';

export interface PolicyQuestionInput {
  id?: string;
  question: string;
  required: boolean;
  kind?: 'text' | 'yes-no' | 'understand';
}

/**
 * Keeps the ids the admin form sent (acknowledgments refer to them) and gives new questions
 * `q-{timestamp}-{n}`. A repeated id would make two questions share answers, so a repeat is
 * treated as new.
 */
export function assignQuestionIds(questions: PolicyQuestionInput[], now = Date.now()): PolicyQuestion[] {
  const seen = new Set<string>();
  return questions.map((q, n) => {
    const given = q.id?.trim() ?? '';
    const id = given && !seen.has(given) ? given : `q-${now}-${n}`;
    seen.add(id);
    // Only a choice says its kind: a text one is stored as the spec's questions always were.
    return {
      id,
      question: q.question,
      required: q.required,
      ...(q.kind === 'yes-no' || q.kind === 'understand' ? { kind: q.kind } : {}),
    };
  });
}
