import { z } from 'zod/mini';
import { PDF_TASKS, type PdfTaskId } from '../task-descriptors/index';
import { emailField } from './fields';

/** The tasks whose signed record is rendered as a PDF for the submission (spec §7). */
export const PDF_TASK_TYPES = PDF_TASKS.map((task) => task.id) as [PdfTaskId, ...PdfTaskId[]];
export type PdfTaskType = PdfTaskId;

export const taskCompletionSchema = z.object({
  taskType: z.enum(PDF_TASK_TYPES, 'Task type is required'),
  userEmail: emailField('Please enter a valid email address'),
  // The old client sent what it had signed; the server renders from the stored record instead.
  completionData: z.optional(z.record(z.string(), z.unknown())),
});

export type TaskCompletion = z.infer<typeof taskCompletionSchema>;
