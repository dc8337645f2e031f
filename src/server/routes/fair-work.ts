import { adminAccess, requireEmail } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingAdmin } from '../auth/acting-admin';
import {
  fairWorkLinksAnswer,
  hireStatements,
  saveFairWorkLinks,
} from '../services/fair-work/fair-work-statements';
import { fairWorkLinksAnswerSchema, hireFairWorkStatementsSchema } from '../../shared/answers/fair-work';
import { errorAnswers } from '../../shared/schemas/answers';
import { fairWorkLinksSchema } from '../../shared/schemas/fair-work';

/** The Fair Work statements (issue 22 §2, decision 032): the hire's, and the admin's links. */
export async function fairWorkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.get(
    '/api/fair-work-statements',
    {
      config: { access: 'employee' },
      schema: { response: { 200: hireFairWorkStatementsSchema, ...errorAnswers } },
    },
    async (req) => ({ statements: await hireStatements(db, requireEmail(req)) }),
  );

  r.get(
    '/api/admin/fair-work-statements',
    {
      config: adminAccess('owner', 'hr'),
      schema: { response: { 200: fairWorkLinksAnswerSchema, ...errorAnswers } },
    },
    async () => fairWorkLinksAnswer(db),
  );

  r.put(
    '/api/admin/fair-work-statements',
    {
      config: adminAccess('owner', 'hr'),
      schema: { body: fairWorkLinksSchema, response: { 200: fairWorkLinksAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const answer = await saveFairWorkLinks(db, req.body, actingAdmin(req), app.deps.env.JOB_MAX_ATTEMPTS);
      // The owners' notice of HR's change (issue 36 item 3) goes out now.
      app.deps.jobs.wake();
      return answer;
    },
  );
}
