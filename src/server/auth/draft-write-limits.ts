import type { FastifyRequest } from 'fastify';
import { tooMany } from '../http-errors';
import { createWindowLimiter } from './window-limiter';

/** A person typing saves a step every few seconds at most; a script saving thousands is stopped. */
const perSession = createWindowLimiter({ max: 120, windowMs: 60_000 });
const perIp = createWindowLimiter({ max: 600, windowMs: 60_000 });
const DRAFTS_LIMITED = 'Too many saves in a short time. Please wait a minute and try again.';

/** Draft and draft-photo writes: limited per session and per IP (before any session is made). */
export function limitDraftWrites(req: FastifyRequest) {
  if (!perIp.hit(req.ip) || (req.session && !perSession.hit(req.session.id))) throw tooMany(DRAFTS_LIMITED);
}
