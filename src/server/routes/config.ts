import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configAnswerSchema, errorAnswers } from '../../shared/schemas/answers';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { employerName } from '../services/settings/employer';

/** Non-secret settings the client shows: the employer's name prefills position details; every date is in its time zone. */
export async function configRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/config',
      { config: { access: 'public' }, schema: { response: { 200: configAnswerSchema, ...errorAnswers } } },
      async () => ({ companyName: employerName(app.deps), timeZone: employerTimeZone(app.deps) }),
    );
}
