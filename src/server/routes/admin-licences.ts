import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { licenceRegisterSchema } from '../../shared/answers/licence-register';
import { errorAnswers } from '../../shared/schemas/answers';
import { licenceRegisterQuerySchema } from '../../shared/schemas/licence-register';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { adminActor } from '../services/audit/admin-actor';
import { writeAudit } from '../services/audit/write-audit';
import { dateStamp } from '../services/format/au-dates';
import { licenceRegister, licenceRegisterCsv } from '../services/licences/licence-register';
import { employerTimeZone } from '../services/format/employer-time-zone';

/**
 * The tickets and licences register (issue 40 item 3): every current employee's, for every staff
 * role (payroll without union cards, decision 094). A photo opens through /api/files/:id, which
 * audits each staff view; the CSV download is audited with how many rows it held.
 */
export async function adminLicenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const staff = adminAccess('owner', 'hr', 'payroll');

  r.get(
    '/api/admin/licences',
    {
      config: staff,
      schema: {
        querystring: licenceRegisterQuerySchema,
        response: { 200: licenceRegisterSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const today = dateStamp(employerTimeZone(app.deps), app.deps.clock());
      return { licences: await licenceRegister(db(), req.query, today, actingAdmin(req).role), today };
    },
  );

  r.get(
    '/api/admin/licences.csv',
    { config: staff, exposeHeadRoute: false, schema: { querystring: licenceRegisterQuerySchema } },
    async (req, reply) => {
      const admin = actingAdmin(req);
      const today = dateStamp(employerTimeZone(app.deps), app.deps.clock());
      const rows = await licenceRegister(db(), req.query, today, admin.role);
      await writeAudit(db(), {
        actor: adminActor(admin),
        admin,
        action: 'licence.download_register',
        details: { count: rows.length, ...req.query },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tickets-and-licences_${today}.csv"`)
        .header('cache-control', 'no-store')
        .send(licenceRegisterCsv(rows));
    },
  );
}
