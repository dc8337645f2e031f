import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_DOCUMENT_TASKS } from '../../shared/acknowledgment';
import {
  completedTaskAnswerSchema,
  agreementOrNoneSchema,
  signingDocumentSchema,
} from '../../shared/answers/acknowledgment';
import { errorAnswers } from '../../shared/schemas/answers';
import { READ_AND_SIGN_TASKS } from '../../shared/task-descriptors/index';
import { taskCompletionSchema } from '../../shared/schemas/task-completion';
import { assertOwnEmail, requireEmail } from '../auth/access';
import { deviceOf } from '../auth/device-cookie';
import { agreementView } from '../services/acknowledgments/acknowledgment-views';
import { getSigningDocument } from '../services/acknowledgments/get-signing-document';
import { completeTask } from '../services/task-pdfs/complete-task';

/** Task PDF requests a session may make in a minute. */
export const TASK_COMPLETIONS_PER_MINUTE = 10;

/** The read-and-sign pages' document, each agreement's view, and the task PDFs. */
export async function signedDocumentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** The active document of a task as this person reads it (their name filled into the agreement). */
  r.get(
    '/api/me/policy-documents/:documentType',
    {
      config: { access: 'employee' },
      schema: {
        params: z.object({ documentType: z.enum(SIGNED_DOCUMENT_TASKS) }),
        response: { 200: signingDocumentSchema, ...errorAnswers },
      },
    },
    async (req) => getSigningDocument(db(), requireEmail(req), req.params.documentType),
  );

  // Each agreement (a yes-no task) has its own view, with the signer's name and position (spec §5).
  for (const task of READ_AND_SIGN_TASKS.filter((t) => t.readAndSign.screen.kind === 'yes-no')) {
    r.get(
      `/api/${task.id}s/:userEmail`,
      {
        config: { access: 'employee', ownEmailParam: 'userEmail' },
        schema: {
          params: z.object({ userEmail: z.string().trim().toLowerCase().max(254) }),
          response: { 200: agreementOrNoneSchema, ...errorAnswers },
        },
      },
      // None signed yet is an answer (null), not an error: a first visit logs no 404 (issue 35).
      async (req) => agreementView(db(), task, req.params.userEmail, deviceOf(req)),
    );
  }

  r.post(
    '/api/tasks/complete',
    {
      config: {
        access: 'employee',
        // A page asks once per signing; a script asking in a loop is stopped per session (the PDF
        // is made once per signing anyway, by a job: services/task-pdfs/complete-task.ts).
        rateLimit: {
          max: TASK_COMPLETIONS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req) => (req.session ? `session:${req.session.id}` : `ip:${req.ip}`),
        },
      },
      schema: { body: taskCompletionSchema, response: { 200: completedTaskAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      assertOwnEmail(req, req.body.userEmail);
      const stored = await completeTask(app.deps, req.body.userEmail, req.body.taskType);
      req.log.info({ taskType: req.body.taskType, fileId: stored.fileId }, 'task PDF queued');
      return stored;
    },
  );
}
