import type { MeStatus } from '../../../shared/me-status';
import { TASKS } from '../../../shared/tasks';

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
  ).map((task) => task.changedWords);
  const what = changed.length ? `You changed ${listOf(changed)}.` : 'You changed your application.';
  return `${what} Tap to send the update to HR.`;
}
