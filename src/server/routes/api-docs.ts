import { adminAccess } from '../auth/access';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../shared/schemas/answers';

/**
 * The OpenAPI document generated from the routes' zod schemas (@fastify/swagger). Admin only:
 * it maps every endpoint, which is for the team, not for the public.
 */
/** The document as @fastify/swagger builds it: only its version and paths are promised. */
const openApiDocument = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });

export async function apiDocsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/docs',
    {
      config: adminAccess('owner'),
      schema: { hide: true, response: { 200: openApiDocument, ...errorAnswers } },
    },
    // The serializer checks the promised fields; the rest is @fastify/swagger's.
    async () => app.swagger() as z.input<typeof openApiDocument>,
  );
}
