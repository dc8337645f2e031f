import type { TaskId } from '../../shared/tasks';

// A UI flag only (DESIGN §3.1: localStorage holds nothing sensitive). The server keeps the real
// 'editing in progress' marker; this just tells the wizard to prefill from the stored member.
const EDIT_MODE_KEY = 'editMode';

export function readEditMode(): TaskId | null {
  try {
    return (localStorage.getItem(EDIT_MODE_KEY) as TaskId | null) ?? null;
  } catch {
    return null;
  }
}

export function setEditMode(taskId: TaskId): void {
  try {
    localStorage.setItem(EDIT_MODE_KEY, taskId);
  } catch {
    // Private mode without storage: edit mode then lasts only while the stored member is shown.
  }
}

export function clearEditMode(): void {
  try {
    localStorage.removeItem(EDIT_MODE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
