import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import type { Cipher } from '../crypto/cipher';
import { EDIT_MARKER_PREFIX } from './edit-marker';

export type DraftData = Record<string, unknown>;

/** Saves a step's draft, always encrypted: drafts hold bank details, visa and tax numbers. */
export async function saveDraft(db: Db, cipher: Cipher, email: string, stepId: string, data: DraftData) {
  const encrypted = cipher.encrypt(JSON.stringify(data));
  await db
    .insert(stepDrafts)
    .values({ email, stepId, data: encrypted })
    .onConflictDoUpdate({
      target: [stepDrafts.email, stepDrafts.stepId],
      set: { data: encrypted, updatedAt: sql`now()` },
    });
}

export async function getDrafts(db: Db, cipher: Cipher, email: string): Promise<Record<string, DraftData>> {
  const rows = await db.select().from(stepDrafts).where(eq(stepDrafts.email, email));
  return Object.fromEntries(
    rows
      .filter((r) => !r.stepId.startsWith(EDIT_MARKER_PREFIX))
      .map((r) => [r.stepId, JSON.parse(cipher.decrypt(r.data)) as DraftData]),
  );
}

export async function deleteDraft(db: Db, email: string, stepId: string) {
  await db.delete(stepDrafts).where(and(eq(stepDrafts.email, email), eq(stepDrafts.stepId, stepId)));
}
