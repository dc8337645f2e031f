// The PDF pool's worker thread (services/pdf/pdf-pool.ts runs it through piscina): it draws an
// application or a signed task's PDF with pdfkit, so a document's ~20-50 ms of CPU is not spent
// on the thread that answers every request (issue 20: at 200 hires at once, PDFs on the main
// thread took every request's p99 to 15-23 s).
import type { PdfJob } from '../services/pdf/pdf-job';
import { renderApplicationPdf } from '../services/pdf/render-application-pdf';
import { renderTaskPdf } from '../services/task-pdfs/render-task-pdf';

/**
 * The images (photo, initials) arrive as Uint8Arrays (a Buffer posted to a thread is copied as
 * its bytes), which pdfkit takes as it takes a Buffer; the PDF goes back the same way.
 */
export default async function renderPdf(job: PdfJob): Promise<Uint8Array> {
  return job.kind === 'application' ? renderApplicationPdf(job.input) : renderTaskPdf(job.input);
}
