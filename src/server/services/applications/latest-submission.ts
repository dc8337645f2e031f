import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';

/** The newest submission of `email`: the one HR approves. */
export async function latestSubmissionId(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: submissionRecords.id })
    .from(submissionRecords)
    .where(eq(submissionRecords.email, email))
    .orderBy(desc(submissionRecords.createdAt), desc(submissionRecords.id))
    .limit(1);
  return row?.id ?? null;
}
