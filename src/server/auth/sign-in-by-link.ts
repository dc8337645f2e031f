import type { FastifyReply, FastifyRequest } from 'fastify';
import { proveEmail } from '../services/identity/prove-email';
import { NO_ADMIN } from '../services/sessions/session-store';
import type { AppDeps } from '../types';
import { setAddressDeviceCookie } from './code-requester';
import { ensureSession, setSessionCookie } from './session-cookie';

/**
 * An emailed one-time link (the invitation's, a change request's) is the proof of `email`: this
 * browser is signed in as the hire exactly as a code would sign it in (prove-email.ts: a new
 * session token). A browser acting for someone else (a shared tablet) starts over as the hire,
 * and never keeps an admin grant.
 */
export async function signInByLink(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<{ hasApplication: boolean }> {
  const session = await ensureSession(req, reply);
  const proven = await proveEmail(
    deps.database.db,
    session.email === email ? session : { ...session, email: null, ...NO_ADMIN },
    email,
    { ip: req.ip, userAgent: req.headers['user-agent'] ?? '', maxAttempts: deps.env.JOB_MAX_ATTEMPTS },
  );
  setSessionCookie(req, reply, proven.token);
  setAddressDeviceCookie(req, reply, email);
  return { hasApplication: proven.hasApplication };
}
