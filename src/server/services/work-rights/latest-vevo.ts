import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vevoChecks } from '../../db/schema/vevo-checks';
import type { VevoResult } from '../../../shared/choice-labels';
import type { VevoSummary } from '../submission/hr-flags';

/** The employer's latest VEVO check of a member (decision 032), as the flags and approval read it. */
export async function latestVevo(db: Db, memberId: string | null): Promise<VevoSummary | null> {
  if (!memberId) return null;
  const [row] = await db
    .select({ result: vevoChecks.result, conditions: vevoChecks.conditions })
    .from(vevoChecks)
    .where(eq(vevoChecks.memberId, memberId));
  return row ? { result: row.result as VevoResult, conditions: row.conditions } : null;
}
