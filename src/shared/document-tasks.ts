import { z } from 'zod/mini';

// An employer's document as a hire's task (issue 39 item 4, decision 090). The built-in tasks are
// static descriptors with a `TaskId`; an employer document is data: its task id is `doc-<its id>`,
// its screen `/document?id=<its id>`, and the status lists it under `documents`.

export type DocumentTaskId = `doc-${string}`;
export const documentTaskId = (documentId: string): DocumentTaskId => `doc-${documentId}`;
export const isDocumentTaskId = (id: string): id is DocumentTaskId => id.startsWith('doc-');

/** The one screen of every employer document. */
export const DOCUMENT_TASK_ROUTE = '/document';
export const documentTaskHref = (documentId: string) => `${DOCUMENT_TASK_ROUTE}?id=${documentId}`;

/** An employer document in the hire's status: which, its words, and how far the hire is. */
export const documentTaskStatusSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  title: z.string(),
  documentType: z.string(),
  version: z.string(),
  isCompleted: z.boolean(),
  isSubmitted: z.boolean(),
  /** Signed, but the owner asked for the changed document to be signed again. */
  isSignAgain: z.boolean(),
});
export type DocumentTaskStatus = z.output<typeof documentTaskStatusSchema>;
