import { adminAccess } from '../auth/access';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI document generated from the routes' zod schemas (@fastify/swagger). Admin only:
 * it maps every endpoint, which is for the team, not for the public.
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  app.get('/api/docs', { config: adminAccess('owner'), schema: { hide: true } }, async () => app.swagger());
}
