import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { dropTaskDraft } from '../drafts/drafts';
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
    await dropTaskDraft(tx, email, TAX_DRAFT_ID);
    return !!row;
  });
}
