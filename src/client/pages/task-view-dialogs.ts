import { lazy } from 'react';
import type { TaskViewDialogs } from '../features/task-home/task-view-dialogs';

/**
 * The view dialogs the home screen opens for a completed task (spec §2 'View dialog'), each
 * owned by its task's feature and loaded on first use. Personal Information has its own.
 */
export const TASK_VIEW_DIALOGS: TaskViewDialogs = {
  'tax-declaration': lazy(() =>
    import('../features/tax-declaration/tax-view-dialog').then((m) => ({ default: m.TaxViewDialog })),
  ),
  'superfund-choice': lazy(() =>
    import('../features/superfund-choice/superfund-view-dialog').then((m) => ({
      default: m.SuperfundViewDialog,
    })),
  ),
};
