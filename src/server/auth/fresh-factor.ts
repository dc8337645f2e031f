import type { FastifyRequest } from 'fastify';
import { REAUTH_REQUIRED } from '../../shared/schemas/staff';
import { HttpError } from '../http-errors';

/**
 * Owner actions that change who can do what or erase everything (staff changes, clear-all, a
 * recipient of health information, key rotation) ask for the person's factors again when the
 * session's last proof of them is older than this (attack review item 14, decision 037): a
 * session left open on an office PC, or taken over, cannot do them with the cookie alone.
 */
export const REAUTH_MS = 10 * 60_000;

export const REAUTH_MESSAGE =
  'For your security, please confirm it is you with your password and code, or your passkey.';

/**
 * 403 `reauth_required` unless the session proved its factors within REAUTH_MS of `now`. The
 * client asks for them (POST /api/admin/reauth) and retries. The bootstrap PIN's sessions (no
 * person) have no factors to ask again: they are short and limited on their own (decision 029).
 */
export function assertFreshFactor(req: FastifyRequest, now: Date) {
  const session = req.session;
  if (!session?.staffId) return;
  const at = (session.authenticatedAt ?? session.createdAt).getTime();
  if (now.getTime() - at >= REAUTH_MS) throw new HttpError(403, REAUTH_REQUIRED, REAUTH_MESSAGE);
}
