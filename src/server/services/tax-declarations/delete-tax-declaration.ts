import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { EDIT_MARKER_PREFIX } from '../drafts/edit-marker';
import { TAX_DRAFT_ID } from './submit-tax-declaration';

/**
 * 'Delete and Resubmit': the declaration, its initial, its draft and any edit marker go, so the
 * task is open again (and a submitted application asks to be resubmitted).
 */
export async function deleteTaxDeclaration(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(taxDeclarations)
      .where(eq(taxDeclarations.email, email))
      .returning({ fileId: taxDeclarations.signatureFileId });
    if (row?.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, row.fileId));
    await tx
      .delete(stepDrafts)
      .where(
        and(
          eq(stepDrafts.email, email),
          inArray(stepDrafts.stepId, [TAX_DRAFT_ID, `${EDIT_MARKER_PREFIX}tax-declaration`]),
        ),
      );
    return !!row;
  });
}
