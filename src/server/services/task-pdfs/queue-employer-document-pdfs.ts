import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema/stored-files';
import type { AppDeps } from '../../types';
import { employerTimeZone } from '../format/employer-time-zone';
import type { PdfSource } from '../pdf-files/pdf-sources';
import { queuePdf } from '../pdf-files/queue-pdf';
import {
  documentIdOfKind,
  employerDocumentPdfKind,
  employerDocumentPdfSource,
  signedEmployerDocumentIds,
} from './employer-document-pdf';

type Deps = Pick<AppDeps, 'database' | 'cipher' | 'env' | 'settings' | 'jobs'>;

/**
 * Before a submission: the PDF of each employer document the member signed, as a built-in task's
 * (complete-task.ts). One made from the signing as it stands is kept; any other (an earlier
 * signing's) is replaced by a pending one, which its job or the first email draws.
 */
export async function queueEmployerDocumentPdfs(deps: Deps, memberId: string): Promise<void> {
  const { db } = deps.database;
  let queued = false;
  for (const documentId of await signedEmployerDocumentIds(db, memberId)) {
    const source = await employerDocumentPdfSource(
      db,
      deps.cipher,
      memberId,
      documentId,
      employerTimeZone(deps),
    );
    if (!source) continue;
    const kind = employerDocumentPdfKind(documentId);
    const [stored] = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.memberId, memberId),
          eq(storedFiles.kind, kind),
          eq(storedFiles.sourceSha256, source.digest),
        ),
      )
      .limit(1);
    if (stored) continue;
    await db.transaction(async (tx) => {
      await tx.delete(storedFiles).where(and(eq(storedFiles.memberId, memberId), eq(storedFiles.kind, kind)));
      await queuePdf(tx, deps.cipher, deps.env.JOB_MAX_ATTEMPTS, {
        memberId,
        kind,
        sourceSha256: source.digest,
      });
    });
    queued = true;
  }
  if (queued) deps.jobs.wake();
}

/** The PDF of an employer document that `file` shows now, from the member's signing. */
export const employerDocumentPdfFileSource: PdfSource = async (deps, file) => {
  const documentId = documentIdOfKind(file.kind);
  if (!file.memberId || !documentId) return null;
  const source = await employerDocumentPdfSource(
    deps.database.db,
    deps.cipher,
    file.memberId,
    documentId,
    employerTimeZone(deps),
  );
  return source && { job: { kind: 'task', input: source.input }, digest: source.digest };
};
