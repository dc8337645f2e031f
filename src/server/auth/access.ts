import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors';
import { isAdmin } from '../services/sessions/session-store';
import { sessionCookieName } from './session-cookie';

/**
 * Loads the session and enforces each route's declared access. The decision reads the MATCHED
 * route (its pattern and config), never the raw URL: `/%61pi/admin/...` routes to an admin
 * handler and must meet the admin check. A route that declares nothing is refused (fail closed)
 * and reported by tests/api/route-access.
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('session', null);
  const cookieName = sessionCookieName(app.deps.env);

  app.addHook('onRequest', async (req) => {
    const pattern = req.routeOptions.url;
    // No route matched: the not-found handler answers (JSON 404 or the SPA's 404 page).
    if (pattern === undefined) return;
    const access = req.routeOptions.config?.access;
    if (access === undefined) throw forbidden('This route declares no access');
    // Static assets need no session lookup; every API route gets one (from memory while this
    // instance touched the session within the minute: services/sessions/session-cache.ts).
    if (!pattern.startsWith('/api/')) return;
    req.session = await app.deps.live.sessions.find(req.cookies[cookieName]);
    if (access === 'admin' && !isAdmin(req.session)) throw unauthorized();
  });

  // The caches hear every commit through the database's notifications; on PostgreSQL those arrive
  // a moment after the commit, so the instance that wrote forgets at once what the write may have
  // changed: the next poll from the same screen never sees the old status.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return payload;
    const { live } = app.deps;
    if (isAdmin(req.session)) {
      live.status.forget('*');
      live.sessions.forget('*');
    } else if (req.session) {
      if (req.session.email) live.status.forget(req.session.email);
      live.sessions.forget(req.session.id);
    }
    return payload;
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

/** The email this employee session acts for; 403 until it has proven one with its code. */
export function requireEmail(req: FastifyRequest): string {
  const email = req.session?.email;
  if (!email) throw forbidden('Unable to identify user. Please complete your onboarding first.');
  return email;
}

/** A member is created or changed only under an email this session has proven. */
export const PROVE_EMAIL_FIRST = 'Please confirm your email address with the code we sent to it first.';
