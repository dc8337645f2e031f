import { z } from 'zod/mini';
import { emailField } from './fields';

/** The two tasks whose signed record is rendered as a PDF for the submission (spec §7). */
export const PDF_TASK_TYPES = ['medical-declaration', 'confidentiality-agreement'] as const;
export type PdfTaskType = (typeof PDF_TASK_TYPES)[number];

export const taskCompletionSchema = z.object({
  taskType: z.enum(PDF_TASK_TYPES, 'Task type is required'),
  userEmail: emailField('Please enter a valid email address'),
  // The old client sent what it had signed; the server renders from the stored record instead.
  completionData: z.optional(z.record(z.string(), z.unknown())),
});

export type TaskCompletion = z.infer<typeof taskCompletionSchema>;
