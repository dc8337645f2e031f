import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async (_req, reply) => {
    try {
      await app.deps.database.ping();
      return { ok: true, database: app.deps.database.kind };
    } catch {
      return reply
        .code(503)
        .send({ ok: false, error: 'database_unreachable', message: 'Database is unreachable' });
    }
  });
}
