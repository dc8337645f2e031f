import { and, eq, inArray } from 'drizzle-orm';
import { PDF_TASKS, type PdfTaskId } from '../../../shared/task-descriptors/index';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import type { Cipher } from '../crypto/cipher';
import { sealFileBytes } from '../files/file-bytes';

export const ACK_SIGNATURE_KIND = 'acknowledgment-signature';
/** Each PDF task's stored_files kind (its descriptor's). */
export const TASK_PDF_KIND = Object.fromEntries(
  PDF_TASKS.map((task) => [task.id, task.readAndSign.pdf.fileKind]),
) as Record<PdfTaskId, string>;

export async function storeSignatureFile(
  tx: Db,
  cipher: Cipher,
  memberId: string,
  png: Buffer,
): Promise<string> {
  const [file] = await tx
    .insert(storedFiles)
    .values({
      memberId,
      kind: ACK_SIGNATURE_KIND,
      contentType: 'image/png',
      size: png.length,
      bytes: sealFileBytes(cipher, png),
    })
    .returning({ id: storedFiles.id });
  return file!.id;
}

/** Removes replaced initials; a member's other files are never touched. */
export async function deleteSignatureFiles(tx: Db, memberId: string, ids: (string | null)[]) {
  const present = ids.filter((id): id is string => !!id);
  if (present.length === 0) return;
  await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.memberId, memberId),
        eq(storedFiles.kind, ACK_SIGNATURE_KIND),
        inArray(storedFiles.id, present),
      ),
    );
}

/** A task PDF rendered from a record that has since changed or gone no longer describes it. */
export async function deleteTaskPdf(tx: Db, memberId: string, taskType: PdfTaskId) {
  await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.memberId, memberId), eq(storedFiles.kind, TASK_PDF_KIND[taskType])));
}
