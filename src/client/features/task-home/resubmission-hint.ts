import type { MeStatus } from '../../../shared/me-status';
import { TASKS, type TaskId } from '../../../shared/tasks';

/** How the hint is worded: English (the descriptors' words) unless the screen gives its language's. */
export interface HintWords {
  /** 'your super choice' */
  changed: (id: TaskId) => string;
  /** 'a', 'a and b', 'a, b and c' */
  list: (items: string[]) => string;
  /** 'You changed …. Tap to send the update to HR.'; `what` undefined: nothing named. */
  sentence: (what: string | undefined) => string;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const ENGLISH: HintWords = {
  changed: (id) => TASKS.find((task) => task.id === id)?.changedWords ?? id,
  list: listOf,
  sentence: (what) =>
    `${what ? `You changed ${what}.` : 'You changed your application.'} Tap to send the update to HR.`,
};

/**
 * What a submitted application's RE-SUBMISSION REQUIRED says to do: the completed tasks not in
 * the last submission, named ('You changed your super choice. Tap to send the update to HR.').
 */
export function resubmissionHint(status: MeStatus, words: HintWords = ENGLISH): string {
  const changed = TASKS.filter((task) =>
    status.tasks.some((t) => t.id === task.id && t.isCompleted && !t.isSubmitted),
  ).map((task) => words.changed(task.id));
  return words.sentence(changed.length ? words.list(changed) : undefined);
}
