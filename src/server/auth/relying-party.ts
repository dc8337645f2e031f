import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { employerName } from '../services/settings/employer';
import type { SettingsCache } from '../services/settings/settings-cache';

/**
 * The WebAuthn relying party a passkey is bound to: PUBLIC_URL's origin when set (behind a proxy
 * the request's own host may not be the one the browser sees), else the request's own origin.
 */
export function relyingParty(
  deps: { env: Env; settings: SettingsCache },
  req: FastifyRequest,
): { origin: string; rpID: string; rpName: string } {
  const origin = new URL(deps.env.PUBLIC_URL ?? `${req.protocol}://${req.host}`).origin;
  return { origin, rpID: new URL(origin).hostname, rpName: employerName(deps) };
}
