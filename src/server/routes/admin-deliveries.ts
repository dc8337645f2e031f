import { adminAccess } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveriesQuerySchema,
  deliveryParamsSchema,
  retryAllFailedSchema,
  UNKNOWN_DELIVERY_KIND,
} from '../../shared/schemas/deliveries';
import { badRequest } from '../http-errors';
import { DELIVERY_KINDS } from '../services/deliveries/delivery-kinds';
import { resumeDeliveries } from '../services/deliveries/deliveries-paused';
import { retryAllFailed } from '../services/deliveries/retry-all-failed';
import { actingAdmin } from '../auth/acting-admin';
import { countFailedDeliveries, listDeliveries } from '../services/deliveries/list-deliveries';
import { retryFailedDelivery } from '../services/deliveries/retry-failed-delivery';
import {
  deliveriesPageSchema,
  deliveryRetryAnswerSchema,
  failedDeliveriesAnswerSchema,
  resumeDeliveriesAnswerSchema,
  retryAllFailedAnswerSchema,
} from '../../shared/answers/deliveries';
import { errorAnswers } from '../../shared/schemas/answers';

/** Deliveries (issue 20, item 3): every email and records-system delivery, with Retry for a failed one. */
export async function adminDeliveryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const admin = adminAccess('owner', 'hr');

  r.get(
    '/api/admin/deliveries',
    {
      config: admin,
      schema: {
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesPageSchema, ...errorAnswers },
      },
    },
    async (req) => listDeliveries(deps.database.db, { filter: req.query.status, page: req.query.page }),
  );

  /** The admin pages' notice of failed deliveries: their count alone. */
  r.get(
    '/api/admin/deliveries/counts',
    { config: admin, schema: { response: { 200: failedDeliveriesAnswerSchema, ...errorAnswers } } },
    async () => countFailedDeliveries(deps.database.db),
  );

  r.post(
    '/api/admin/deliveries/:id/retry',
    {
      config: admin,
      schema: { params: deliveryParamsSchema, response: { 200: deliveryRetryAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const result = await retryFailedDelivery(deps.database.db, req.params.id, {
        by: actingAdmin(req),
        maxAttempts: deps.env.JOB_MAX_ATTEMPTS,
      });
      deps.jobs.wake();
      return result;
    },
  );

  /** 'Retry all failed' (issue 37 item 4): after a long outage, every failed delivery (of one kind) at once. */
  r.post(
    '/api/admin/deliveries/retry-failed',
    {
      config: admin,
      schema: { body: retryAllFailedSchema, response: { 200: retryAllFailedAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const { kind } = req.body;
      if (kind !== undefined && !Object.hasOwn(DELIVERY_KINDS, kind)) throw badRequest(UNKNOWN_DELIVERY_KIND);
      const result = await retryAllFailed(deps.database.db, {
        kind,
        by: actingAdmin(req),
        maxAttempts: deps.env.JOB_MAX_ATTEMPTS,
      });
      deps.jobs.wake();
      return result;
    },
  );

  /** A restored database's deliveries, paused until an owner says this copy is the one (issue 37 item 5). */
  r.post(
    '/api/admin/deliveries/resume',
    {
      config: adminAccess('owner'),
      schema: { response: { 200: resumeDeliveriesAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      const resumed = await resumeDeliveries(deps.database.db, actingAdmin(req));
      deps.jobs.wake();
      return { resumed };
    },
  );
}
