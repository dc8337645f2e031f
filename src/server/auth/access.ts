import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors';
import { findSession, isAdmin, SESSION_COOKIE } from '../services/sessions/session-store';

/**
 * Loads the session for every API request and enforces each route's declared access. A route
 * that declares nothing is refused (fail closed) and reported by tests/api/route-access.
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!req.url.startsWith('/api/')) return;
    req.session = await findSession(app.deps.database.db, req.cookies[SESSION_COOKIE]);
    if (access === 'public' || access === 'employee') return;
    if (access === 'admin') {
      if (!isAdmin(req.session)) throw unauthorized();
      return;
    }
    // An unmatched /api path has no route config: the 404 handler answers it.
    if (req.routeOptions.url === undefined) return;
    throw forbidden('This route declares no access');
  });

  // Param ownership runs after params are parsed.
  app.addHook('preHandler', async (req) => {
    const param = req.routeOptions.config?.ownEmailParam;
    if (!param) return;
    const value = (req.params as Record<string, string | undefined>)[param];
    assertOwnEmail(req, value ?? '');
  });
}

export function assertOwnEmail(req: FastifyRequest, email: string) {
  const own = req.session?.email;
  if (!own || own !== email.trim().toLowerCase()) throw forbidden();
}

/** The email this employee session acts for; 403 until basic info is saved or a code verified. */
export function requireEmail(req: FastifyRequest): string {
  const email = req.session?.email;
  if (!email) throw forbidden('Unable to identify user. Please complete your onboarding first.');
  return email;
}
