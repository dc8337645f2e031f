import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { teamMembers } from '../db/schema/team-members';
import { proveEmail } from '../services/identity/prove-email';
import { NO_ADMIN } from '../services/sessions/session-store';
import type { AppDeps } from '../types';
import { setAddressDeviceCookie } from './code-requester';
import { ensureSession, setSessionCookie } from './session-cookie';

/**
 * An emailed one-time link (the invitation's, a change request's) is the proof of `email`: this
 * browser is signed in as the hire exactly as a code would sign it in (prove-email.ts: a new
 * session token). A browser acting for someone else (a shared tablet) starts over as the hire,
 * and never keeps an admin grant. Only the open that used the link up is a proof: a used link
 * tapped again proves nothing.
 */
export async function signInByLink(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  email: string,
  /** False for a used link tapped again where it signed in: nothing is proven (issue 36 item 7). */
  proves: boolean,
): Promise<{ hasApplication: boolean }> {
  // The browser already acts for `email` (the claim checked); the session is left exactly as it
  // is: no new proof, no step-up window, no rotated token, so nothing can move on the strength of it.
  if (!proves) return { hasApplication: await hasMember(deps.database.db, email) };
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

/** Whether `email` has a completed Personal Information (the page resumes it). */
async function hasMember(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.email, email))
    .limit(1);
  return row !== undefined;
}
