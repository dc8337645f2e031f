import { and, eq, gt, isNull } from 'drizzle-orm';
import { TASK_LINK_MESSAGES, TASK_LINK_PAGE_PATH, TASK_LINK_VALID_DAYS } from '../../../shared/task-links';
import type { TaskLinkRefusal } from '../../../shared/task-links';
import { isTaskId, type TaskId } from '../../../shared/tasks';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { taskLinks } from '../../db/schema/task-links';
import type { AppDeps } from '../../types';
import { publicBaseUrl } from './application-jobs';
import { hashInvitationToken, newInvitationToken, tokenMatches } from './invitation-token';

const DAY_MS = 86_400_000;

/**
 * A one-time link to `taskId` for the application's hire (in the caller's transaction): the token
 * goes into the sealed email payload only, its SHA-256 into `task_links`.
 */
export async function createTaskLink(
  deps: AppDeps,
  tx: Db,
  applicationId: string,
  taskId: TaskId,
  now: Date,
): Promise<{ sealedLink: string; expiresAt: Date }> {
  const { token, hash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + TASK_LINK_VALID_DAYS * DAY_MS);
  await tx.insert(taskLinks).values({ applicationId, tokenHash: hash, taskId, expiresAt, createdAt: now });
  const link = `${publicBaseUrl(deps.env)}${TASK_LINK_PAGE_PATH}#${token}`;
  return { sealedLink: deps.cipher.encrypt(link), expiresAt };
}

/** `proves`: as an invitation's (invitations.ts OpenResult): only the open that used the link up. */
export type TaskLinkClaim =
  | { outcome: 'opened'; email: string; taskId: TaskId; proves: boolean }
  | { outcome: TaskLinkRefusal; message: string };

const refused = (outcome: TaskLinkRefusal): TaskLinkClaim => ({
  outcome,
  message: TASK_LINK_MESSAGES[outcome],
});

/**
 * The link's token checked and used up in one conditional update (it works once, also under a
 * race). `sessionEmail`: the email the opening browser already acts for; the same link tapped
 * again there is answered as opened, and proves nothing (`proves: false`).
 */
export async function claimTaskLink(
  db: Db,
  token: string,
  sessionEmail: string | null,
  now = new Date(),
): Promise<TaskLinkClaim> {
  const [found] = await db
    .select({ link: taskLinks, email: applications.email })
    .from(taskLinks)
    .innerJoin(applications, eq(applications.id, taskLinks.applicationId))
    .where(eq(taskLinks.tokenHash, hashInvitationToken(token)));
  if (!found || !tokenMatches(found.link.tokenHash, token)) return refused('invalid');
  const { taskId } = found.link;
  if (!isTaskId(taskId)) return refused('invalid');
  const opened = (proves: boolean): TaskLinkClaim => ({
    outcome: 'opened',
    email: found.email,
    taskId,
    proves,
  });
  // Tapped again in the browser it signed in: still signed in, but no proof (issue 36 item 7).
  if (found.link.usedAt) return sessionEmail === found.email ? opened(false) : refused('used');
  if (found.link.expiresAt.getTime() <= now.getTime()) return refused('expired');
  const [claimed] = await db
    .update(taskLinks)
    .set({ usedAt: now })
    .where(and(eq(taskLinks.id, found.link.id), isNull(taskLinks.usedAt), gt(taskLinks.expiresAt, now)))
    .returning({ id: taskLinks.id });
  return claimed ? opened(true) : refused('used');
}
