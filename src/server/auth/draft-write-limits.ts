import type { FastifyRequest } from 'fastify';
import { tooMany } from '../http-errors';
import { createWindowLimiter } from './window-limiter';

/** A person typing saves a step every few seconds at most; a script saving thousands is stopped. */
const perSession = createWindowLimiter({ max: 120, windowMs: 60_000 });
const perIp = createWindowLimiter({ max: 600, windowMs: 60_000 });
const DRAFTS_LIMITED = 'Too many saves in a short time. Please wait a minute and try again.';

/**
 * What sessions that have not proven an email may store, per IP: each request without a cookie
 * makes a new session, so the per-session limit alone let one address store ~300 MB a minute
 * (600 saves of ~500 KB) until those sessions expired. A person's unproven phase stores Basic
 * Information and a headshot, a few hundred KB; 30 people behind one site's NAT stay far inside.
 */
export const UNPROVEN_BYTES_PER_IP = 30 * 1024 * 1024;
const unprovenBytes = createWindowLimiter({ max: UNPROVEN_BYTES_PER_IP, windowMs: 10 * 60_000 });

/** Draft and draft-photo writes: limited per session and per IP (before any session is made). */
export function limitDraftWrites(req: FastifyRequest) {
  if (!perIp.hit(req.ip) || (req.session && !perSession.hit(req.session.id))) throw tooMany(DRAFTS_LIMITED);
}

/**
 * Counts `bytes` about to be stored against the IP's budget when the session has not proven an
 * email (a proven person's drafts are theirs, bounded per step). Throws 429 over the budget.
 */
export function limitUnprovenBytes(req: FastifyRequest, bytes: number) {
  if (req.session?.email) return;
  if (!unprovenBytes.hit(req.ip, bytes)) throw tooMany(DRAFTS_LIMITED);
}
