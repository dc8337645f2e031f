import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYROLL_EXPORT_PATH, payrollExportQuerySchema } from '../../shared/schemas/payroll-export';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { adminActor } from '../services/audit/admin-actor';
import { writeAudit } from '../services/audit/write-audit';
import { dateStamp } from '../services/format/au-dates';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { employmentHeroImportFile } from '../services/payroll/employment-hero-import-file';

/**
 * The payroll import file (issue 41 item 3): every approved hire in Employment Hero Payroll's own
 * employee import columns, for payroll and owners. It holds TFNs and bank numbers in full, so it
 * is never cached, and each download is audited with its format and how many hires it held
 * (never a value).
 */
export async function adminPayrollExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    PAYROLL_EXPORT_PATH,
    {
      config: adminAccess('owner', 'payroll'),
      exposeHeadRoute: false,
      schema: { querystring: payrollExportQuerySchema },
    },
    async (req, reply) => {
      const admin = actingAdmin(req);
      const db = app.deps.database.db;
      const { legalName, abn, defaultFund } = app.deps.settings.current();
      const { csv, count } = await employmentHeroImportFile(
        db,
        app.deps.cipher,
        { legalName, abn },
        defaultFund,
      );
      await writeAudit(db, {
        actor: adminActor(admin),
        admin,
        action: 'payroll.download_import_file',
        details: { ...req.query, count },
      });
      const today = dateStamp(employerTimeZone(app.deps), app.deps.clock());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="employment-hero-employees_${today}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
