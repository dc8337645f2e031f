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
