import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/stored-files';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { dropTaskDraft } from '../drafts/drafts';

/**
 * Reset of a completed SuperFund Choice card (spec §2, issue 23 item 11): the choice, its
 * signature, its draft and any edit marker go, so the task is open again (and a submitted
 * application asks to be resubmitted), as for the tax declaration.
 */
export async function deleteSuperfundChoice(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(superfundChoices)
      .where(eq(superfundChoices.email, email))
      .returning({ fileId: superfundChoices.signatureFileId });
    if (row?.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, row.fileId));
    await dropTaskDraft(tx, email, 'superfund-choice');
    return !!row;
  });
}
