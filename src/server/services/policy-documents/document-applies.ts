import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { forbidden } from '../../http-errors';
import { appliesToHire } from './applies-to-sql';

export const NOT_YOUR_DOCUMENT = 'This document is not one of your tasks';

/**
 * An employer document is signed only by the hires it applies to (decision 090): everyone, or
 * the member's position or site.
 */
export async function assertDocumentApplies(
  tx: Db,
  doc: { id: string },
  member: { position: string; location: string },
): Promise<void> {
  const [row] = await queryRows<{ applies: boolean }>(
    tx,
    sql`select ${appliesToHire('d', 'h')} as applies
    from policy_documents d, (select ${member.position}::text as position, ${member.location}::text as location) h
    where d.id = ${doc.id}`,
  );
  if (!row?.applies) throw forbidden(NOT_YOUR_DOCUMENT);
}
