import { TASK_PDF_KIND } from './services/acknowledgments/signature-files';
import { registerPdfSource, registerPdfSourcePrefix } from './services/pdf-files/pdf-sources';
import { applicationPdfSource } from './services/submission/application-pdf-source';
import { FILE_KINDS } from './services/submission/submission-kinds';
import { EMPLOYER_DOCUMENT_PDF_PREFIX } from './services/task-pdfs/employer-document-pdf';
import { employerDocumentPdfFileSource } from './services/task-pdfs/queue-employer-document-pdfs';
import { taskPdfSourceOf } from './services/task-pdfs/task-pdf-source';

/** Every kind of stored PDF and where its content comes from (decision 050); called at start. */
export function registerPdfSources() {
  registerPdfSource(FILE_KINDS.applicationPdf, applicationPdfSource);
  for (const [taskType, kind] of Object.entries(TASK_PDF_KIND)) {
    registerPdfSource(kind, taskPdfSourceOf(taskType as keyof typeof TASK_PDF_KIND));
  }
  registerPdfSourcePrefix(EMPLOYER_DOCUMENT_PDF_PREFIX, employerDocumentPdfFileSource);
}
