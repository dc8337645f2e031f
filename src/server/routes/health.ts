import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, healthAnswerSchema, healthDownAnswerSchema } from '../../shared/schemas/answers';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/healthz',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { response: { 200: healthAnswerSchema, 503: healthDownAnswerSchema, ...errorAnswers } },
    },
    async (_req, reply) => {
      // An instance left on an older data key cannot save anything a hire sends: a load balancer
      // that checks /healthz sends them to the instances on the new key (decision 038).
      const newest = app.deps.keyWatch.supersededBy();
      if (newest !== null)
        return reply.code(503).send({
          ok: false,
          error: 'data_key_superseded',
          message: `This instance runs on data key version ${app.deps.cipher.version}, older than the database's (version ${newest}): restart it with the new DATA_KEY and the old one as DATA_KEY_PREVIOUS`,
        });
      try {
        await app.deps.database.ping();
        return { ok: true as const, database: app.deps.database.kind };
      } catch {
        return reply
          .code(503)
          .send({ ok: false, error: 'database_unreachable', message: 'Database is unreachable' });
      }
    },
  );
}
