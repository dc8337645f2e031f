import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import type { Cipher } from '../crypto/cipher';
import { sealFileBytes } from '../files/file-bytes';
import type { StoredFile } from '../files/stored-file-access';

/** The job that draws a stored PDF after the request that asked for it has answered (decision 026). */
export const PDF_JOBS = { render: 'pdf.render' } as const;

/**
 * A PDF not drawn yet: its row exists (id, owner, kind, the digest of its source) with size 0 and,
 * for an application PDF, the images it will show as its bytes (`pinned-images.ts`).
 * Whoever reads it first draws it: the job, or a route or email that needs it sooner.
 */
export const isPendingPdf = (file: Pick<StoredFile, 'size' | 'contentType'>) =>
  file.size === 0 && file.contentType === 'application/pdf';

/**
 * Stores a pending PDF and queues the job that draws it, in the caller's transaction. `pinned`
 * (`pinImages`) holds the images it must show as they are now, sealed as every stored file;
 * drawing it replaces them.
 */
export async function queuePdf(
  tx: Db,
  cipher: Cipher,
  maxAttempts: number,
  file: { memberId: string; kind: string; sourceSha256: string },
  pinned: Buffer = Buffer.alloc(0),
): Promise<string> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ ...file, contentType: 'application/pdf', size: 0, bytes: sealFileBytes(cipher, pinned) })
    .returning({ id: storedFiles.id });
  await enqueueJobs(tx, [{ kind: PDF_JOBS.render, payload: { fileId: row!.id } }], maxAttempts);
  return row!.id;
}
