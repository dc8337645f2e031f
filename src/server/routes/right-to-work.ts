import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEMBER_NOT_FOUND } from '../services/retention/find-retention-member';
import { recordVevoCheck } from '../services/retention/record-vevo-check';
import { dateStamp } from '../services/format/au-dates';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { retentionMemberSchema } from '../../shared/answers/retention';
import { errorAnswers } from '../../shared/schemas/answers';
import { vevoCheckSchema } from '../../shared/schemas/vevo';

const memberParams = z.object({ memberId: z.guid(MEMBER_NOT_FOUND) });

/** The employer's VEVO check of a member's work rights (issue 22 §3, decision 032). */
export async function rightToWorkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post(
    '/api/admin/vevo-check/:memberId',
    {
      config: adminAccess('owner', 'hr'),
      schema: {
        params: memberParams,
        body: vevoCheckSchema,
        response: { 200: retentionMemberSchema, ...errorAnswers },
      },
    },
    async (req) =>
      recordVevoCheck(
        db,
        req.params.memberId,
        req.body,
        actingAdmin(req),
        dateStamp(employerTimeZone(app.deps)),
      ),
  );
}
