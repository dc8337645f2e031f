import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import type { Cipher } from '../crypto/cipher';
import { readSignatureDataUrl } from '../signatures/store-signature';
import { taxDeclarationView } from './tax-declaration-view';

/** GET /api/tax-declarations/{email}: the declaration, or null until one is made (not an error). */
export async function getTaxDeclaration(db: Db, cipher: Cipher, email: string) {
  const [row] = await db.select().from(taxDeclarations).where(eq(taxDeclarations.email, email));
  if (!row) return null;
  return taxDeclarationView(row, cipher, await readSignatureDataUrl(db, cipher, row.signatureFileId));
}
