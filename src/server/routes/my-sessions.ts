import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mySessionsEndedSchema, mySessionsSchema } from '../../shared/answers/admin';
import { errorAnswers } from '../../shared/schemas/answers';
import { adminAccess, EVERY_ROLE } from '../auth/access';
import { clearSessionCookie } from '../auth/session-cookie';
import { notFound } from '../http-errors';
import { actingAdmin } from '../auth/acting-admin';
import { endMySessions, listMySessions } from '../services/sessions/my-sessions';

export const MY_SESSION_GONE = 'That sign-in has already ended.';

/**
 * Each staff member's own sign-ins (issue 36 item 14): every role sees and ends its own, never
 * another person's (the queries are by the signed-in person's id; an id of someone else's
 * session is simply not found). The bootstrap PIN has none: these routes refuse it.
 */
export async function mySessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const anyone = adminAccess(...EVERY_ROLE);

  r.get(
    '/api/admin/my-sessions',
    { config: anyone, schema: { response: { 200: mySessionsSchema, ...errorAnswers } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { sessions: await listMySessions(db, req.staff!.id, req.session!.id) };
    },
  );

  /** Ends every sign-in of the person but this one. */
  r.delete(
    '/api/admin/my-sessions',
    { config: anyone, schema: { response: { 200: mySessionsEndedSchema, ...errorAnswers } } },
    async (req) => {
      const { ended } = await endMySessions(db, req.staff!.id, req.session!.id, null, actingAdmin(req));
      return { success: true as const, ended };
    },
  );

  /** Ends one of the person's sign-ins; ending this one signs this browser out. */
  r.delete(
    '/api/admin/my-sessions/:id',
    {
      config: anyone,
      schema: {
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, MY_SESSION_GONE) }),
        response: { 200: mySessionsEndedSchema, ...errorAnswers },
      },
    },
    async (req, reply) => {
      const { ended, current } = await endMySessions(
        db,
        req.staff!.id,
        req.session!.id,
        req.params.id,
        actingAdmin(req),
      );
      if (ended === 0) throw notFound(MY_SESSION_GONE);
      if (current) clearSessionCookie(reply);
      return { success: true as const, ended };
    },
  );
}
