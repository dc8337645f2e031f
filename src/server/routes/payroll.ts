import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationActionAnswerSchema } from '../../shared/answers/applications';
import { payrollConnectionsSchema } from '../../shared/answers/payroll';
import { PAYROLL_API } from '../../shared/payroll';
import { errorAnswers } from '../../shared/schemas/answers';
import { applicationParamsSchema } from '../../shared/schemas/applications';
import { employmentHeroConnectionSchema, sendToPayrollSchema } from '../../shared/schemas/payroll';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { assertFreshFactor } from '../auth/fresh-factor';
import { listConnections } from '../services/payroll/list-payroll-connections';
import { removeConnection, saveConnection } from '../services/payroll/payroll-connections';
import { sendToPayroll } from '../services/payroll/send-to-payroll';

/**
 * 'Send to payroll' (issue 41 items 4 and 5, decision 103): the owner connects a payroll system
 * (its key sealed, never answered back); payroll and owners send an approved hire to it.
 */
export async function payrollRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const owner = adminAccess('owner');
  const pay = adminAccess('owner', 'payroll');

  // Payroll reads which systems are connected: Ready for payroll offers 'Send to' each of them.
  r.get(
    PAYROLL_API.connections,
    { config: pay, schema: { response: { 200: payrollConnectionsSchema, ...errorAnswers } } },
    async () => listConnections(deps),
  );

  r.put(
    PAYROLL_API.employmentHero,
    {
      config: owner,
      schema: {
        body: employmentHeroConnectionSchema,
        response: { 200: payrollConnectionsSchema, ...errorAnswers },
      },
    },
    async (req) => {
      // Where every hire's TFN and bank account will go: the factors again after 10 minutes (decision 037).
      assertFreshFactor(req, deps.clock());
      const { apiKey, businessId } = req.body;
      await saveConnection(
        deps,
        'employment-hero',
        { account: businessId, secret: apiKey },
        actingAdmin(req),
      );
      return listConnections(deps);
    },
  );

  r.delete(
    PAYROLL_API.employmentHero,
    { config: owner, schema: { response: { 200: payrollConnectionsSchema, ...errorAnswers } } },
    async (req) => {
      assertFreshFactor(req, deps.clock());
      await removeConnection(deps, 'employment-hero', actingAdmin(req));
      return listConnections(deps);
    },
  );

  r.post(
    PAYROLL_API.send,
    {
      config: pay,
      schema: {
        params: applicationParamsSchema,
        body: sendToPayrollSchema,
        response: { 200: applicationActionAnswerSchema, ...errorAnswers },
      },
    },
    async (req) => {
      const application = await sendToPayroll(deps, req.params.id, req.body.system, actingAdmin(req));
      deps.jobs.wake();
      return { application };
    },
  );
}
