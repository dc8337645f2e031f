import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { notFound } from '../../http-errors';
import type { Cipher } from '../crypto/cipher';
import { readSignatureDataUrl } from '../signatures/store-signature';
import { taxDeclarationView } from './tax-declaration-view';

/** GET /api/tax-declarations/{email}: 404 until a declaration is made. */
export async function getTaxDeclaration(db: Db, cipher: Cipher, email: string) {
  const [row] = await db.select().from(taxDeclarations).where(eq(taxDeclarations.email, email));
  if (!row) throw notFound('Tax declaration form has not been completed yet.');
  return taxDeclarationView(row, cipher, await readSignatureDataUrl(db, row.signatureFileId));
}
