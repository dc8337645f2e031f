import { z } from 'zod/mini';
import { documentTaskStatusSchema } from './document-tasks';
import { languageSchema } from './i18n/languages';
import { taskIdSchema, timestamp } from './schemas/answers';

export const taskStatusSchema = z.object({
  id: taskIdSchema,
  isCompleted: z.boolean(),
  isSubmitted: z.boolean(),
});
export type TaskStatus = z.output<typeof taskStatusSchema>;

/** HR's request to change one task, as the hire's status carries it. */
export const changeRequestSchema = z.object({
  taskId: taskIdSchema,
  message: z.string(),
  requestedAt: timestamp,
});
export type ChangeRequest = z.output<typeof changeRequestSchema>;

/** GET /api/me/status: this person's progress, computed by the server from the database. */
export const meStatusSchema = z.object({
  email: z.nullable(z.string()),
  fullName: z.nullable(z.string()),
  memberId: z.nullable(z.string()),
  tasks: z.array(taskStatusSchema),
  /** The employer's active documents that apply to this hire, each a task of its own (decision 090). */
  documents: z.array(documentTaskStatusSchema),
  /** Wizard step ids with a saved draft. */
  draftSteps: z.array(z.string()),
  /** Completed tasks reopened for editing and not yet saved again. */
  editing: z.array(taskIdSchema),
  /** Tasks signed against a document that has since changed: not complete until signed again. */
  documentChanged: z.array(taskIdSchema),
  submittedAt: z.nullable(timestamp),
  resubmissionRequired: z.boolean(),
  /**
   * HR's open requests (issue 25 item 4), one per task at most: the task is reopened (it is in
   * `editing`) and its card and screen show 'HR asked: <message>' until the hire resubmits.
   */
  changeRequests: z.array(changeRequestSchema),
  /** The language remembered on the hire's application (decision 110); null before one was said. */
  language: z.nullable(languageSchema),
  /** HR approved the latest submission: the hire is all set (issue 25 item 4); else null. */
  approvedAt: z.nullable(timestamp),
  /**
   * The tickets the hire's site requires that they have not given, or gave expired (issue 40 item
   * 2): the home names them before the hire submits. Null when none is missing.
   */
  missingTickets: z.nullable(
    z.object({
      site: z.string(),
      tickets: z.array(z.object({ code: z.string(), label: z.string() })),
    }),
  ),
});
export type MeStatus = z.output<typeof meStatusSchema>;
