import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../shared/schemas/answers';
import {
  openTaskLinkAnswerSchema,
  openTaskLinkSchema,
  TASK_LINK_API,
  type OpenTaskLinkAnswer,
} from '../../shared/task-links';
import { signInByLink } from '../auth/sign-in-by-link';
import { claimTaskLink } from '../services/applications/task-links';

/**
 * The change request's emailed link (issue 35 item 2): the page posts the token from the link's
 * fragment; the link is the proof of the email, so this browser signs in as the hire and the page
 * lands on the task. Refusals are 200 answers with their own words. Limited per IP as the
 * invitation link and code checks are.
 */
export async function taskLinkRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    TASK_LINK_API.open,
    {
      config: {
        access: 'employee',
        rateLimit: { max: 2 * deps.env.CODE_REQUESTS_PER_IP, timeWindow: '15 minutes' },
      },
      schema: { body: openTaskLinkSchema, response: { 200: openTaskLinkAnswerSchema, ...errorAnswers } },
    },
    async (req, reply): Promise<OpenTaskLinkAnswer> => {
      const claim = await claimTaskLink(deps.database.db, req.body.token, req.session?.email ?? null);
      if (claim.outcome !== 'opened') return claim;
      await signInByLink(deps, req, reply, claim.email, claim.proves);
      return { outcome: claim.outcome, email: claim.email, taskId: claim.taskId };
    },
  );
}
