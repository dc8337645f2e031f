import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import type { Cipher } from '../crypto/cipher';
import { draftConflict, ownsDraft, type DraftOwner } from './draft-owner';
import { clearEditing } from './edit-marker';

export type DraftData = Record<string, unknown>;

/**
 * How a save affects the step's `complete` flag: `confirmed` (Next, full schema) sets it;
 * `keep-if-valid` (autosave) keeps an earlier confirmation while what is typed still passes the
 * full schema, and clears it otherwise; `never` is for drafts no Next confirms.
 */
export type DraftCompletion = 'confirmed' | 'keep-if-valid' | 'never';

/** Saves a step's draft, always encrypted: drafts hold bank details, visa and tax numbers. */
export async function saveDraft(
  db: Db,
  cipher: Cipher,
  owner: DraftOwner,
  stepId: string,
  data: DraftData,
  completion: DraftCompletion = 'never',
) {
  const encrypted = cipher.encrypt(JSON.stringify(data));
  const complete =
    completion === 'confirmed'
      ? sql`true`
      : completion === 'keep-if-valid'
        ? stepDrafts.complete
        : sql`false`;
  await db
    .insert(stepDrafts)
    .values({ ...owner, stepId, data: encrypted, complete: completion === 'confirmed' })
    .onConflictDoUpdate({
      ...draftConflict(owner),
      set: { data: encrypted, complete, updatedAt: sql`now()` },
    });
}

export async function getDrafts(
  db: Db,
  cipher: Cipher,
  owner: DraftOwner,
): Promise<Record<string, DraftData>> {
  const rows = await db.select().from(stepDrafts).where(ownsDraft(owner));
  return Object.fromEntries(rows.map((r) => [r.stepId, JSON.parse(cipher.decrypt(r.data)) as DraftData]));
}

/**
 * A signed or saved task's draft (and its editing marker), removed in the transaction that stored
 * the task: the saved record replaces what was typed, whatever the browser does next.
 */
export async function dropTaskDraft(tx: Db, email: string, taskId: string) {
  await tx.delete(stepDrafts).where(and(eq(stepDrafts.email, email), eq(stepDrafts.stepId, taskId)));
  await clearEditing(tx, email, taskId);
}

export async function deleteDraft(db: Db, owner: DraftOwner, stepId: string) {
  await db.delete(stepDrafts).where(and(ownsDraft(owner), eq(stepDrafts.stepId, stepId)));
}
