import { adminAccess } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingAdmin } from '../auth/acting-admin';
import { retryDelivery, SUBMISSION_NOT_FOUND } from '../services/submission/retry-delivery';
import { submitApplication } from '../services/submission/submit-application';
import { errorAnswers } from '../../shared/schemas/answers';
import { retryDeliveryAnswerSchema, submitApplicationAnswerSchema } from '../../shared/answers/submission';

// The server decides whether this is a resubmission (a previous submission exists); the flag
// the client sends is accepted for the spec's payload shape.
const submitBody = z.object({ isResubmission: z.boolean().optional() }).optional();

/** Spec §7 POST /api/submit-application/{userEmail}; admin 'Retry delivery'. */
export async function submissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.post(
    '/api/submit-application/:userEmail',
    {
      config: { access: 'employee', ownEmailParam: 'userEmail' },
      schema: {
        params: z.object({ userEmail: z.string() }),
        body: submitBody,
        response: { 200: submitApplicationAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => submitApplication(deps, req.session!.email!),
  );

  r.post(
    '/api/admin/submissions/:submissionId/retry-delivery',
    {
      config: adminAccess('owner', 'hr'),
      schema: {
        params: z.object({ submissionId: z.guid(SUBMISSION_NOT_FOUND) }),
        response: { 200: retryDeliveryAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const result = await retryDelivery(deps.database.db, req.params.submissionId, {
        by: actingAdmin(req),
        maxAttempts: deps.env.JOB_MAX_ATTEMPTS,
      });
      deps.jobs.wake();
      return result;
    },
  );
}
