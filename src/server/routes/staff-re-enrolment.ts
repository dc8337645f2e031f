import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../shared/schemas/answers';
import { reEnrolAllAnswerSchema, reEnrolAllSchema } from '../../shared/schemas/staff-re-enrolment';
import { ownerAction } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { requireEveryoneToEnrolAgain } from '../services/staff/re-enrol-all';
import { relyingParty } from '../auth/relying-party';

/**
 * 'Require every staff member to enrol again' (issue 36 item 5): after a key rotation done
 * because the data key leaked. Owner only, factors fresh, audited (`staff.re_enrol_all`).
 */
export async function staffReEnrolmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  r.post(
    '/api/admin/staff/re-enrol-all',
    {
      // An owner action: the factors proved within 10 minutes (decision 037).
      config: ownerAction(),
      schema: { body: reEnrolAllSchema, response: { 200: reEnrolAllAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const done = await requireEveryoneToEnrolAgain(deps, deps.database.db, {
        baseUrl: relyingParty(deps, req).origin,
        by: actingAdmin(req),
      });
      return {
        success: true as const,
        people: done.people,
        expiresAt: (done.expiresAt ?? new Date()).toISOString(),
      };
    },
  );
}
