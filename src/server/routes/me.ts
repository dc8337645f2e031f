import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookie } from '../auth/session-cookie';
import { clearOwnData } from '../services/status/clear-own-data';
import { getStatus } from '../services/status/get-status';

export async function meRoutes(app: FastifyInstance) {
  /**
   * Polled every second by the home screen: an unchanged status answers 304 so the poll costs
   * one small query and no body.
   */
  app.get('/api/me/status', { config: { access: 'employee' }, logLevel: 'warn' }, async (req, reply) => {
    const status = await getStatus(app.deps.database.db, req.session?.email ?? null);
    const body = JSON.stringify(status);
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json').send(body);
  });

  app.post('/api/me/clear', { config: { access: 'employee' } }, async (req, reply) => {
    const result = req.session
      ? await clearOwnData(app.deps.database.db, req.session)
      : { removedMember: false };
    clearSessionCookie(reply);
    return { cleared: true, ...result };
  });
}
