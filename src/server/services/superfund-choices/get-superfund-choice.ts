import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { notFound } from '../../http-errors';
import type { Cipher } from '../crypto/cipher';
import { readSignatureDataUrl } from '../signatures/store-signature';
import { superfundChoiceView } from './superfund-choice-view';

/** GET /api/superfund-choices: this person's own choice; 404 until one is saved. */
export async function getSuperfundChoice(db: Db, cipher: Cipher, email: string) {
  const [row] = await db.select().from(superfundChoices).where(eq(superfundChoices.email, email));
  if (!row) throw notFound('No superfund choice has been saved yet');
  return superfundChoiceView(row, cipher, await readSignatureDataUrl(db, row.signatureFileId));
}
