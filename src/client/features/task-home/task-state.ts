import { TASKS, WIZARD_STEPS, type Task } from '../../../shared/tasks';
import type { DocumentTaskStatus } from '../../../shared/document-tasks';
import type { MeStatus } from '../../../shared/me-status';

export type TaskBadge = 'pending-submission' | 'submitted' | 'locked' | null;

export function isTaskCompleted(status: MeStatus, taskId: string): boolean {
  return status.tasks.some((t) => t.id === taskId && t.isCompleted);
}

function isTaskSubmitted(status: MeStatus, taskId: string): boolean {
  return status.tasks.some((t) => t.id === taskId && t.isSubmitted);
}

/** Every task but Personal Information waits until Personal Information is complete. */
export function isTaskLocked(status: MeStatus, task: Task): boolean {
  return task.id !== 'personal-information' && !isTaskCompleted(status, 'personal-information');
}

export function taskBadge(status: MeStatus, task: Task): TaskBadge {
  if (isTaskSubmitted(status, task.id)) return 'submitted';
  if (isTaskCompleted(status, task.id)) return 'pending-submission';
  if (isTaskLocked(status, task)) return 'locked';
  return null;
}

/** An employer document's badge, as a built-in task's (decision 090). */
export function documentBadge(status: MeStatus, d: DocumentTaskStatus): TaskBadge {
  if (d.isSubmitted) return 'submitted';
  if (d.isCompleted) return 'pending-submission';
  if (!isTaskCompleted(status, 'personal-information')) return 'locked';
  return null;
}

/** The built-in tasks and the employer's documents for this hire, done. */
export const completedCount = (status: MeStatus) =>
  TASKS.filter((t) => isTaskCompleted(status, t.id)).length +
  (status.documents ?? []).filter((d) => d.isCompleted).length;

export const taskCount = (status: MeStatus) => TASKS.length + (status.documents ?? []).length;

export const percentComplete = (status: MeStatus) =>
  Math.round((completedCount(status) / taskCount(status)) * 100);

export const nextIncompleteTask = (status: MeStatus): Task | undefined =>
  TASKS.find((t) => !isTaskCompleted(status, t.id));

/**
 * Personal Information's step progress (spec §4): the saved wizard steps out of 8, or all 8 once
 * complete; undefined before the first step is saved.
 */
export function stepCount(status: MeStatus): { saved: number; total: number } | undefined {
  const saved = isTaskCompleted(status, 'personal-information')
    ? WIZARD_STEPS.length
    : WIZARD_STEPS.filter((step) => status.draftSteps.includes(step.id)).length;
  return saved > 0 ? { saved, total: WIZARD_STEPS.length } : undefined;
}

/** The step progress in the spec's English, '2 of 8 steps' (the card says it in the hire's language). */
export function stepProgress(status: MeStatus): string | undefined {
  const count = stepCount(status);
  return count && `${count.saved} of ${count.total} steps`;
}

/** The first wizard step without a saved draft; /confirmation once the first seven are saved. */
export function firstMissingWizardRoute(draftSteps: readonly string[]): string {
  const missing = WIZARD_STEPS.slice(0, -1).find((step) => !draftSteps.includes(step.id));
  return missing?.route ?? '/confirmation';
}

/** Where opening a task leads: an incomplete Personal Information resumes the wizard. */
export function taskEntryRoute(status: MeStatus, task: Task): string {
  if (task.id === 'personal-information' && !isTaskCompleted(status, task.id)) {
    return firstMissingWizardRoute(status.draftSteps);
  }
  return task.route;
}

export type MainAction =
  | { kind: 'start' }
  | { kind: 'continue'; task: Task }
  | { kind: 'continue-document'; document: DocumentTaskStatus }
  | { kind: 'submit' }
  | { kind: 'resubmit' }
  | { kind: 'submitted' };

/** Which of the spec's main-button states applies (spec §2, Task home). */
export function mainAction(status: MeStatus): MainAction {
  const next = nextIncompleteTask(status);
  if (next) {
    const hasStarted = completedCount(status) > 0 || status.draftSteps.length > 0;
    return hasStarted ? { kind: 'continue', task: next } : { kind: 'start' };
  }
  // The employer's documents come after the built-in tasks (decision 090).
  const document = (status.documents ?? []).find((d) => !d.isCompleted);
  if (document) return { kind: 'continue-document', document };
  if (status.resubmissionRequired) return { kind: 'resubmit' };
  if (status.submittedAt) return { kind: 'submitted' };
  return { kind: 'submit' };
}
