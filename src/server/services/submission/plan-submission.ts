import { and, count, desc, eq, gt } from 'drizzle-orm';
import { TASKS } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import { conflict, tooMany } from '../../http-errors';
import type { Cipher } from '../crypto/cipher';
import { getStatus } from '../status/get-status';
import { diffApplications } from './application-diff';
import type { ApplicationSnapshot } from './application-snapshot';
import { collectApplication } from './collect-application';

export const INCOMPLETE_MESSAGE = 'Please complete every task before submitting. Still to do: ';

const SUBMISSION_WINDOW_MS = 3600_000;
const MAX_SUBMISSIONS_PER_WINDOW = 5;
export const TOO_MANY_SUBMISSIONS =
  'This application was submitted several times in the last hour. Please wait an hour before submitting again.';

/** What a submission would store now: the member's snapshot, read and checked. */
export interface SubmissionPlan {
  memberId: string;
  /** The submission this one follows, if any (its id tells whether another came in between). */
  previousId: string | null;
  isResubmission: boolean;
  snapshot: ApplicationSnapshot;
  /** The snapshot as stored (JSON): compared to tell whether anything changed meanwhile. */
  snapshotJson: string;
  /** For a resubmission: what changed since the previous one (labels, never values). */
  changes?: string[];
}

/** Nothing to store: the application was submitted and nothing changed since (double click). */
export interface AlreadySubmitted {
  submissionId: string;
  isResubmission: boolean;
}

async function memberId(db: Db, email: string, lock: boolean): Promise<string | null> {
  const query = db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.email, email));
  // One submission at a time per member: a second click or tab waits here, then finds the first.
  const [row] = await (lock ? query.for('update') : query);
  return row?.id ?? null;
}

async function latestSubmission(db: Db, memberId: string) {
  const [row] = await db
    .select()
    .from(submissionRecords)
    .where(eq(submissionRecords.memberId, memberId))
    .orderBy(desc(submissionRecords.createdAt))
    .limit(1);
  return row;
}

/**
 * Reads what submitting `email`'s application would store, or finds it already submitted.
 * Refused with 409 naming the tasks not yet complete, and 429 past five submissions an hour.
 * `lock` (inside the storing transaction) holds the member's row until that transaction ends.
 */
export async function planSubmission(
  db: Db,
  cipher: Cipher,
  email: string,
  opts: { lock: boolean },
): Promise<SubmissionPlan | AlreadySubmitted> {
  const id = await memberId(db, email, opts.lock);
  const status = await getStatus(db, email);
  const missing = [
    ...TASKS.filter((t) => !status.tasks.find((s) => s.id === t.id)?.isCompleted),
    // The employer's documents for this hire count like the built-in tasks (decision 090).
    ...status.documents.filter((d) => !d.isCompleted),
  ];
  if (!id || missing.length > 0) {
    const names = (id ? missing : [...TASKS, ...status.documents]).map((t) => t.title);
    throw conflict('incomplete_application', `${INCOMPLETE_MESSAGE}${names.join(', ')}.`);
  }
  const previous = await latestSubmission(db, id);
  if (previous && !status.resubmissionRequired) {
    return { submissionId: previous.id, isResubmission: previous.isResubmission === 'true' };
  }
  // Each submission emails every recipient and calls the records system: a loop of re-sign and
  // resubmit must not become a way to flood them (or to grow the database without bound).
  const [recent] = await db
    .select({ n: count() })
    .from(submissionRecords)
    .where(
      and(
        eq(submissionRecords.memberId, id),
        gt(submissionRecords.createdAt, new Date(Date.now() - SUBMISSION_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= MAX_SUBMISSIONS_PER_WINDOW) throw tooMany(TOO_MANY_SUBMISSIONS);
  const snapshot = (await collectApplication(db, cipher, id))!;
  return {
    memberId: id,
    previousId: previous?.id ?? null,
    isResubmission: previous !== undefined,
    snapshot,
    snapshotJson: JSON.stringify(snapshot),
    changes: previous
      ? diffApplications(JSON.parse(cipher.decrypt(previous.submissionData)) as ApplicationSnapshot, snapshot)
      : undefined,
  };
}
