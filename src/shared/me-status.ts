import type { TaskId } from './tasks';

export interface TaskStatus {
  id: TaskId;
  isCompleted: boolean;
  isSubmitted: boolean;
}

/** GET /api/me/status: this person's progress, computed by the server from the database. */
export interface MeStatus {
  email: string | null;
  fullName: string | null;
  memberId: string | null;
  tasks: TaskStatus[];
  /** Wizard step ids with a saved draft. */
  draftSteps: string[];
  /** Completed tasks reopened for editing and not yet saved again. */
  editing: TaskId[];
  /** Tasks signed against a document that has since changed: not complete until signed again. */
  documentChanged: TaskId[];
  submittedAt: string | null;
  resubmissionRequired: boolean;
}
