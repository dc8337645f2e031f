import type { ComponentType } from 'react';
import type { TaskId } from '../../../shared/tasks';

export interface TaskViewDialogProps {
  email: string | null;
  /** 'manage': the card was opened (View, Edit, Reset); 'view': its View button was pressed. */
  mode: 'view' | 'manage';
  onClose: () => void;
}

/** A completed task's view dialog, supplied by the page (features do not import each other). */
export type TaskViewDialogs = Partial<Record<TaskId, ComponentType<TaskViewDialogProps>>>;
