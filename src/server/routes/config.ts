import type { FastifyInstance } from 'fastify';

/** Non-secret settings the client shows: the employer's name prefills position details. */
export async function configRoutes(app: FastifyInstance) {
  app.get('/api/config', { config: { access: 'public' } }, async () => ({
    companyName: app.deps.env.COMPANY_NAME,
  }));
}
