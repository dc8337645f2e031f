import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecureCookie } from '../env';
import {
  ABSOLUTE_MS,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  type SessionRow,
} from '../services/sessions/session-store';

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // https per PUBLIC_URL, or as seen through a trusted TLS-terminating proxy.
    secure: isSecureCookie(req.server.deps.env) || req.protocol === 'https',
    maxAge: ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
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
