import type { TaskPdfInput } from '../task-pdfs/render-task-pdf';
import type { ApplicationPdfInput } from './application-pdf-input';

/** What the PDF pool's worker is asked to draw (plain values: they are copied to its thread). */
export type PdfJob =
  { kind: 'application'; input: ApplicationPdfInput } | { kind: 'task'; input: TaskPdfInput };
