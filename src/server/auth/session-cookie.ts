import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Env, isSecureCookie } from '../env';
import {
  ABSOLUTE_MS,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  type SessionRow,
} from '../services/sessions/session-store';
import { isSecureRequest } from './secure-cookie';

const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Both names, for a check that needs no configuration (whether a visitor has had a session). */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, HOST_SESSION_COOKIE] as const;

/**
 * The session cookie's name: `__Host-sid` when PUBLIC_URL is https. A browser keeps a `__Host-`
 * cookie only when it is Secure, has Path=/ and no Domain, so a sibling subdomain (or a plain-http
 * page of the same host) cannot plant or overwrite one: a planted session cannot be pushed into
 * a new hire's browser. Plain-http deployments keep `sid` (the prefix needs Secure).
 */
export const sessionCookieName = (env: Env): string =>
  isSecureCookie(env) ? HOST_SESSION_COOKIE : SESSION_COOKIE;

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName(req.server.deps.env), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req),
    maxAge: ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  const { env } = reply.server.deps;
  // A browser ignores a `__Host-` cookie (its removal too) that is not Secure.
  reply.clearCookie(sessionCookieName(env), { path: '/', secure: isSecureCookie(env) || undefined });
}

/** The caller's session, created (and its cookie set) on first need. */
export async function ensureSession(req: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  if (req.session) return req.session;
  const { token, session } = await createSession(req.server.deps.database.db);
  setSessionCookie(req, reply, token);
  req.session = session;
  req.isNewSession = true;
  return session;
}

/**
 * A refused request leaves nothing behind (issue: 1,000 anonymous 403s made 1,000 session rows):
 * a session this request created is deleted, with its cookie, when the answer is an error.
 */
export function dropSessionsOfRefusedRequests(app: FastifyInstance) {
  app.decorateRequest('isNewSession', false);
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.isNewSession || reply.statusCode < 400 || !req.session) return payload;
    await deleteSession(app.deps.database.db, req.session.id);
    reply.removeHeader('set-cookie');
    req.session = null;
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    isNewSession: boolean;
  }
}
