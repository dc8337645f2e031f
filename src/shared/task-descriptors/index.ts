import { TASK_DESCRIPTORS } from './task-list.ts';
import type { ReadAndSignSpec, TaskPdfSpec } from './types.ts';

export { TASK_DESCRIPTORS };

type Descriptor = (typeof TASK_DESCRIPTORS)[number];
/** A read-and-sign task's descriptor; its id is the document type it signs. */
export type ReadAndSignTask = Extract<Descriptor, { readAndSign: ReadAndSignSpec }>;
export type ReadAndSignTaskId = ReadAndSignTask['id'];

const hasReadAndSign = (task: Descriptor): task is ReadAndSignTask => 'readAndSign' in task;

/** The read-and-sign tasks, in task order. */
export const READ_AND_SIGN_TASKS: readonly ReadAndSignTask[] = TASK_DESCRIPTORS.filter(hasReadAndSign);

export function readAndSignTask(id: ReadAndSignTaskId): ReadAndSignTask;
export function readAndSignTask(id: string): ReadAndSignTask | undefined;
export function readAndSignTask(id: string): ReadAndSignTask | undefined {
  return READ_AND_SIGN_TASKS.find((task) => task.id === id);
}

/** The read-and-sign tasks whose signed records are stored as policy acknowledgments. */
export const ACKNOWLEDGED_TASKS = READ_AND_SIGN_TASKS.filter(
  (t): t is AcknowledgedTask => t.readAndSign.store === 'acknowledgment',
);
type PdfTask = Extract<ReadAndSignTask, { readAndSign: { pdf: TaskPdfSpec } }>;
export type PdfTaskId = PdfTask['id'];
const hasPdf = (task: ReadAndSignTask): task is PdfTask => task.readAndSign.pdf !== null;
/** The read-and-sign tasks whose signed record is also a PDF of its own (spec §7). */
export const PDF_TASKS: readonly PdfTask[] = READ_AND_SIGN_TASKS.filter(hasPdf);

type AcknowledgedTask = Extract<ReadAndSignTask, { readAndSign: { store: 'acknowledgment' } }>;
/** The records JSON keys of the tasks stored as policy acknowledgments. */
export type AcknowledgedSnapshotKey = AcknowledgedTask['snapshotKey'];

export type {
  ReadAndSignSpec,
  ReadRule,
  TaskDescriptor,
  TaskToast,
  TextQuestionsScreen,
  YesNoQuestionsScreen,
} from './types.ts';
