import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { languageSchema } from '../../shared/i18n/languages';
import { meStatusSchema } from '../../shared/me-status';
import { clearOwnDataAnswerSchema, errorAnswers } from '../../shared/schemas/answers';
import { clearAddressDeviceCookie } from '../auth/code-requester';
import { clearSessionCookie } from '../auth/session-cookie';
import { applications } from '../db/schema';
import { HttpError } from '../http-errors';
import { clearOwnData } from '../services/status/clear-own-data';
import { answerUnchangedPollsEarly } from './unchanged-poll';

export async function meRoutes(app: FastifyInstance) {
  answerUnchangedPollsEarly(app);

  /**
   * Polled every second by each open home screen: the answer comes from memory while nothing it
   * reads has changed (services/status/status-cache.ts), and an unchanged one is a bare 304 with
   * only its ETag, written straight to the socket (issue 13: 1,000 open screens must cost little).
   * Helmet is off for this route: a JSON answer or a 304 renders nothing a CSP could protect; the
   * JSON still says nosniff.
   */
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The body is the cached JSON text, written through meStatusSchema where it is made
  // (services/status/status-cache.ts): no serializer runs on a string, so the route is untyped.
  app.get(
    '/api/me/status',
    {
      config: { access: 'employee' },
      logLevel: 'warn',
      helmet: false,
      schema: { response: { 200: meStatusSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      const { etag, body } = await app.deps.live.status.get(req.session?.email ?? null);
      if (req.headers['if-none-match'] === etag) {
        reply.hijack();
        reply.raw.writeHead(304, { etag, 'cache-control': 'private, no-cache' });
        reply.raw.end();
        return;
      }
      return reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .type('application/json')
        .send(body);
    },
  );

  /**
   * The hire's language (issue 43, decision 110), remembered on their application so that another
   * device opens in it and HR sees it. Before an email is proven there is no application: 409, and
   * the device keeps the choice until then.
   */
  r.put(
    '/api/me/language',
    {
      config: { access: 'employee' },
      schema: {
        body: z.object({ language: languageSchema }),
        response: { 200: z.object({ language: languageSchema }), ...errorAnswers },
      },
    },
    async (req) => {
      const email = req.session?.email;
      if (!email) throw new HttpError(409, 'no_application', 'Your email is not confirmed yet.');
      const { language } = req.body;
      await app.deps.database.db
        .update(applications)
        .set({ language })
        .where(
          and(eq(applications.email, email), sql`${applications.language} is distinct from ${language}`),
        );
      return { language };
    },
  );

  r.post(
    '/api/me/clear',
    {
      config: { access: 'employee' },
      schema: { response: { 200: clearOwnDataAnswerSchema, ...errorAnswers } },
    },
    async (req, reply) => {
      const result = req.session
        ? await clearOwnData(app.deps.database.db, req.session)
        : { removedMember: false };
      clearSessionCookie(reply);
      clearAddressDeviceCookie(req, reply);
      return { cleared: true as const, ...result };
    },
  );
}
