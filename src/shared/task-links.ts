import { z } from 'zod/mini';
import { taskIdSchema } from './schemas/answers';

/**
 * The change request's emailed link (issue 35 item 2): `${PUBLIC_URL}/changes#<token>` signs the
 * hire in on any device, as the invitation link does (the link is the proof of the email), and
 * lands on the task HR sent back. The token is in the fragment: it never reaches a server log, a
 * proxy or a Referer; the page posts it to TASK_LINK_API.open.
 */
export const TASK_LINK_PAGE_PATH = '/changes';
export const TASK_LINK_API = { open: '/api/task-links/open' } as const;
export const TASK_LINK_VALID_DAYS = 7;

/**
 * What opening a task link answered. `opened`: this browser now acts for the hire. Every other
 * outcome explains itself and the page offers 'Continue an existing application'.
 * - used: opened before in another browser (the same browser opening it again is `opened`);
 * - expired: TASK_LINK_VALID_DAYS passed;
 * - invalid: no link has this token (or its application was deleted).
 */
export const TASK_LINK_REFUSALS = ['used', 'expired', 'invalid'] as const;
export type TaskLinkRefusal = (typeof TASK_LINK_REFUSALS)[number];

export const TASK_LINK_MESSAGES: Record<TaskLinkRefusal, string> = {
  used: 'This link has already been used. It works once, so that nobody else can open your application with it.',
  expired: `This link has expired: links last ${TASK_LINK_VALID_DAYS} days.`,
  invalid: 'This link is not valid. Please use the link in the newest email from HR.',
};

/** POST TASK_LINK_API.open */
export const openTaskLinkSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, TASK_LINK_MESSAGES.invalid)),
});

export const openTaskLinkAnswerSchema = z.union([
  z.object({ outcome: z.literal('opened'), email: z.string(), taskId: taskIdSchema }),
  z.object({ outcome: z.enum(TASK_LINK_REFUSALS), message: z.string() }),
]);
export type OpenTaskLinkAnswer = z.output<typeof openTaskLinkAnswerSchema>;
