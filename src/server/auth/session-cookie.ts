import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureCookie } from '../env';
import {
  ABSOLUTE_MS,
  createSession,
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
  return session;
}
