import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { storedFiles } from '../../db/schema/stored-files';
import { defineJob } from '../../jobs/define-job';
import { sealFileBytes } from '../files/file-bytes';
import type { StoredFile } from '../files/stored-file-access';
import { pdfSourceOf, type PdfSourceDeps } from './pdf-sources';
import { isPendingPdf, PDF_JOBS } from './queue-pdf';

type Deps = PdfSourceDeps;

/** What `file` shows now, from its kind's registered source, or null when there is nothing left. */
async function sourceOf(deps: Deps, file: StoredFile) {
  if (!file.memberId) return null;
  const source = pdfSourceOf(file.kind);
  return source ? source(deps, file) : null;
}

/** Draws in flight, per file: the job and a route asking at once share one draw. */
const drawing = new Map<string, Promise<StoredFile | null>>();

/**
 * The stored PDF `fileId`, drawn now if its job has not run yet (null when it is gone); its
 * bytes as stored (sealed: `openFileBytes`). The first
 * draw to finish stores its bytes; a later one (another instance's) answers those, so every
 * reader of one file gets the same document.
 */
export function drawnPdf(deps: Deps, fileId: string): Promise<StoredFile | null> {
  const running = drawing.get(fileId);
  if (running) return running;
  const draw = drawOnce(deps, fileId).finally(() => drawing.delete(fileId));
  drawing.set(fileId, draw);
  return draw;
}

async function drawOnce(deps: Deps, fileId: string): Promise<StoredFile | null> {
  const { db } = deps.database;
  const read = async () => (await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)))[0] ?? null;
  const file = await read();
  if (!file || !isPendingPdf(file)) return file;
  const source = await sourceOf(deps, file);
  if (!source) return null;
  const pdf = await deps.pdf.render(source.job);
  const [stored] = await db
    .update(storedFiles)
    .set({ bytes: sealFileBytes(deps.cipher, pdf), size: pdf.length, sourceSha256: source.digest })
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.size, 0)))
    .returning();
  return stored ?? (await read());
}

/** The job that draws a queued PDF. */
export const renderPdfJob = defineJob({
  kind: PDF_JOBS.render,
  payload: z.object({ fileId: z.string() }),
  async run({ fileId }, deps) {
    await drawnPdf(deps, fileId);
  },
});
