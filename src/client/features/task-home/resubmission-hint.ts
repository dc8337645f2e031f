import type { MeStatus } from '../../../shared/me-status';
import type { TaskId } from '../../../shared/tasks';
import { TASKS } from '../../../shared/tasks';

/** What each task is called in 'You changed …' (issue 23 item 5). */
const CHANGED_TASK_WORDS: Record<TaskId, string> = {
  'personal-information': 'your personal information',
  'workplace-behaviour': 'your workplace behaviour policy acknowledgment',
  'medical-declaration': 'your medical declaration',
  'tax-declaration': 'your tax declaration',
  'superfund-choice': 'your super choice',
  'confidentiality-agreement': 'your confidentiality agreement',
};

/** 'a', 'a and b', 'a, b and c'. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What a submitted application's RE-SUBMISSION REQUIRED says to do: the completed tasks not in
 * the last submission, named ('You changed your super choice. Tap to send the update to HR.').
 */
export function resubmissionHint(status: MeStatus): string {
  const changed = TASKS.filter((task) =>
    status.tasks.some((t) => t.id === task.id && t.isCompleted && !t.isSubmitted),
  ).map((task) => CHANGED_TASK_WORDS[task.id]);
  const what = changed.length ? `You changed ${listOf(changed)}.` : 'You changed your application.';
  return `${what} Tap to send the update to HR.`;
}
