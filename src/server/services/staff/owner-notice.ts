import { and, asc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FairWorkLinks } from '../../../shared/schemas/fair-work';
import { STAFF_ROLE_LABELS } from '../../../shared/staff-roles';
import type { ActingAdmin } from '../audit/acting-admin';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';
import { enqueueJobs } from '../../jobs/enqueue-jobs';

/** The job kind of an owner's notice (staff-jobs.ts sends it). */
export const OWNER_NOTICE_JOB = 'staff.owner-notice';

/**
 * What HR changed that decides where applications go or what new hires are told (issue 36 item 3):
 * every active owner is emailed, so a recipient added or a Fair Work link changed by HR is never
 * silent. Staff and recipient details only, never a hire's personal data.
 */
export type OwnerNotice =
  | { event: 'recipient-added'; recipientName: string; recipientEmail: string }
  | { event: 'fair-work-links'; before: FairWorkLinks; after: FairWorkLinks };

// A notice queued before the fixed-term statement was added has no `ftcis`: it read as unset.
const links = z.object({ fwis: z.string(), ceis: z.string(), ftcis: z.string().default('') });

/** An owner's notice as queued: the change, the owner emailed, and who made it, in which role, when. */
export const ownerNoticePayload = z.intersection(
  z.discriminatedUnion('event', [
    z.object({ event: z.literal('recipient-added'), recipientName: z.string(), recipientEmail: z.string() }),
    z.object({ event: z.literal('fair-work-links'), before: links, after: links }),
  ]),
  z.object({ to: z.string(), name: z.string(), by: z.string(), byRole: z.string(), at: z.string() }),
);
export type OwnerNoticeJob = z.infer<typeof ownerNoticePayload>;

/**
 * Queues the notice to each active owner in the caller's transaction, when the admin acting is
 * not an owner themselves (an owner's own change needs no notice; the bootstrap PIN acts as an
 * owner). The caller wakes the worker once it has committed. Answers how many were queued.
 */
export async function queueOwnerNotice(
  tx: Db,
  notice: OwnerNotice,
  admin: ActingAdmin,
  maxAttempts: number,
  now = new Date(),
): Promise<number> {
  if (admin.role === 'owner') return 0;
  const owners = await tx
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.deactivatedAt)))
    .orderBy(asc(staffMembers.createdAt));
  const payload = (owner: { email: string; name: string }): OwnerNoticeJob => ({
    ...notice,
    to: owner.email,
    name: owner.name,
    by: admin.staffName ?? 'A staff member',
    byRole: STAFF_ROLE_LABELS[admin.role],
    at: now.toISOString(),
  });
  await enqueueJobs(
    tx,
    owners.map((o) => ({ kind: OWNER_NOTICE_JOB, payload: { ...payload(o) } })),
    maxAttempts,
  );
  return owners.length;
}
