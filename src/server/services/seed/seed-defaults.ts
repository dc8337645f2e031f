import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { defaultPolicies } from '../../db/seed-content';

/** A fresh install gets the three active policies, so it can be used end to end at once. */
export async function seedDefaults(db: Db, companyName: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(policyDocuments);
  if ((row?.n ?? 0) > 0) return false;
  await db
    .insert(policyDocuments)
    .values(defaultPolicies(companyName).map((p) => ({ ...p, isActive: true })));
  return true;
}
