import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAccess } from '../auth/access';
import { actingAdmin } from '../auth/acting-admin';
import { conflict, unauthorized } from '../http-errors';
import {
  disconnectXero,
  finishXeroConnection,
  startXeroConnection,
  XERO_NOT_CONFIGURED,
  XeroConnectionError,
  xeroConfig,
  xeroConnectionStatus,
  type XeroDeps,
} from '../services/payroll/xero-connection';
import {
  xeroAuthorizeAnswerSchema,
  xeroCallbackQuerySchema,
  xeroConnectionAnswerSchema,
} from '../../shared/answers/xero-connection';
import { errorAnswers } from '../../shared/schemas/answers';
import { XERO_API, XERO_RETURN_PATH } from '../../shared/xero-connection';

/**
 * The owner connects Xero Payroll AU (issue 41 item 4, decision 104): OAuth 2.0's authorization
 * code flow. `authorize` hands the browser Xero's consent URL with a state bound to this session;
 * Xero sends the owner back to `callback`, which takes the code only with that state, from that
 * session, once, then returns to the connections screen saying what happened. The owner's alone.
 */
export async function xeroConnectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const owner = adminAccess('owner');
  const xeroDeps: XeroDeps = { db: deps.database.db, cipher: deps.cipher, env: deps.env };

  r.get(
    XERO_API.connection,
    { config: owner, schema: { response: { 200: xeroConnectionAnswerSchema, ...errorAnswers } } },
    async () => xeroConnectionStatus(xeroDeps),
  );

  r.post(
    XERO_API.authorize,
    { config: owner, schema: { response: { 200: xeroAuthorizeAnswerSchema, ...errorAnswers } } },
    async (req) => {
      if (!xeroConfig(deps.env)) throw conflict('xero_not_configured', XERO_NOT_CONFIGURED);
      if (!req.session) throw unauthorized();
      return { url: await startXeroConnection(xeroDeps, req.session.id) };
    },
  );

  r.get(
    XERO_API.callback,
    { config: owner, schema: { querystring: xeroCallbackQuerySchema } },
    async (req, reply) => {
      if (!req.session) throw unauthorized();
      const back = (outcome: string) => reply.redirect(`${XERO_RETURN_PATH}?xero=${outcome}`, 303);
      try {
        await finishXeroConnection(xeroDeps, req.session.id, req.query, actingAdmin(req));
        return back('connected');
      } catch (err) {
        if (!(err instanceof XeroConnectionError)) throw err;
        // The message names the step and Xero's error code or status, never a token or a code.
        req.log.warn({ outcome: err.outcome }, `Xero not connected: ${err.message}`);
        return back(err.outcome);
      }
    },
  );

  r.delete(
    XERO_API.connection,
    { config: owner, schema: { response: { 200: xeroConnectionAnswerSchema, ...errorAnswers } } },
    async (req) => {
      await disconnectXero(xeroDeps, actingAdmin(req));
      return xeroConnectionStatus(xeroDeps);
    },
  );
}
