import type { FastifyRequest } from 'fastify';
import { tooMany } from '../http-errors';
import { hasUnprovenStorageLeft } from '../services/drafts/unproven-storage';
import { clientNetwork } from './client-network';
import { createWindowLimiter } from './window-limiter';

/** A person typing saves a step every few seconds at most; a script saving thousands is stopped. */
const perSession = createWindowLimiter({ max: 120, windowMs: 60_000 });
const perIp = createWindowLimiter({ max: 600, windowMs: 60_000 });
const DRAFTS_LIMITED = 'Too many saves in a short time. Please wait a minute and try again.';
export const UNPROVEN_STORAGE_FULL =
  'Too many new applications are being started right now. Please try again in a few hours.';

/**
 * What sessions that have not proven an email may store, per IP: each request without a cookie
 * makes a new session, so the per-session limit alone let one address store ~300 MB a minute
 * (600 saves of ~500 KB) until those sessions expired. A person's unproven phase stores Basic
 * Information and a headshot, a few hundred KB; 30 people behind one site's NAT stay far inside.
 */
export const UNPROVEN_BYTES_PER_IP = 30 * 1024 * 1024;
const unprovenBytes = createWindowLimiter({ max: UNPROVEN_BYTES_PER_IP, windowMs: 10 * 60_000 });
let lastFullWarning = 0;

/**
 * Draft and draft-photo writes: limited per session and per IP (before any session is made), an
 * IPv6 client by its /64 (`clientNetwork`).
 */
export function limitDraftWrites(req: FastifyRequest) {
  if (!perIp.hit(clientNetwork(req.ip)) || (req.session && !perSession.hit(req.session.id)))
    throw tooMany(DRAFTS_LIMITED);
}

/**
 * Counts `bytes` about to be stored against the budgets of sessions that have not proven an
 * email (a proven person's drafts are theirs, bounded per step): the IP's (its /64), then what
 * all such sessions hold in the database together (UNPROVEN_STORAGE_MB), which an attacker
 * with many addresses cannot pass either. Throws 429 over either.
 */
export async function limitUnprovenBytes(req: FastifyRequest, bytes: number) {
  if (req.session?.email) return;
  if (!unprovenBytes.hit(clientNetwork(req.ip), bytes)) throw tooMany(DRAFTS_LIMITED);
  const { database, env } = req.server.deps;
  if (!(await hasUnprovenStorageLeft(database.db, bytes, env.UNPROVEN_STORAGE_MB * 1024 * 1024))) {
    // Once a minute, not per refusal: a flood must not also fill the log.
    const now = Date.now();
    if (now - lastFullWarning >= 60_000) {
      lastFullWarning = now;
      req.log.warn({ budgetMb: env.UNPROVEN_STORAGE_MB }, 'unproven sessions are at their storage budget');
    }
    throw tooMany(UNPROVEN_STORAGE_FULL);
  }
}
