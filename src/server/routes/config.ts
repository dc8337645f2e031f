import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configAnswerSchema, errorAnswers } from '../../shared/schemas/answers';

/** Non-secret settings the client shows: the employer's name prefills position details. */
export async function configRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/config',
      { config: { access: 'public' }, schema: { response: { 200: configAnswerSchema, ...errorAnswers } } },
      async () => ({ companyName: app.deps.env.COMPANY_NAME }),
    );
}
