import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { superfundChoices } from '../../db/schema/superfund-choices';
import type { Cipher } from '../crypto/cipher';
import { readSignatureDataUrl } from '../signatures/store-signature';
import { superfundChoiceView } from './superfund-choice-view';

/** GET /api/superfund-choices: this person's own choice, or null until one is saved (not an error). */
export async function getSuperfundChoice(db: Db, cipher: Cipher, email: string) {
  const [row] = await db.select().from(superfundChoices).where(eq(superfundChoices.email, email));
  if (!row) return null;
  return superfundChoiceView(row, cipher, await readSignatureDataUrl(db, cipher, row.signatureFileId));
}
