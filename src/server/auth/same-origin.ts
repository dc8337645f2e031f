import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const originOf = (url: string): string | undefined => {
  try {
    const origin = new URL(url).origin;
    // Opaque origins ('null': data:, file:, sandboxed frames) match nothing.
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** PUBLIC_URL's origin and the origin this request was addressed to (through trusted proxies). */
function ownOrigins(req: FastifyRequest, publicOrigin: string | undefined): string[] {
  const own = req.host ? originOf(`${req.protocol}://${req.host}`) : undefined;
  return [publicOrigin, own].filter((o): o is string => o !== undefined);
}

/**
 * Why the request must not change state, or undefined when it comes from our own pages. Origin
 * first; browsers that leave it out still send Sec-Fetch-Site, older ones a Referer. A request
 * with none of the three is not from a browser page (curl, app.inject): a cross-site page cannot
 * suppress all three, so letting it through gives an attacker nothing.
 */
export function crossOriginReason(req: FastifyRequest, publicOrigin: string | undefined): string | undefined {
  const origin = header(req, 'origin');
  if (origin !== undefined) {
    const from = originOf(origin);
    return from && ownOrigins(req, publicOrigin).includes(from) ? undefined : `Origin ${origin}`;
  }
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined) {
    // 'none' is a navigation the person started (typed, bookmarked), never another page's.
    return site === 'same-origin' || site === 'none' ? undefined : `Sec-Fetch-Site ${site}`;
  }
  const referer = header(req, 'referer');
  if (referer !== undefined) {
    const from = originOf(referer);
    return from && ownOrigins(req, publicOrigin).includes(from) ? undefined : 'Referer of another origin';
  }
  return undefined;
}

/**
 * CSRF (DESIGN.md §3.18). SameSite=Lax does not stop a page on another port of the same host:
 * it is the same site, so its form posts carry our cookie. Every POST, PUT, PATCH and DELETE
 * must come from our own origin. Registered before the access hook, so a refused request
 * loads no session, creates none and reaches no handler.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  const publicUrl = app.deps.env.PUBLIC_URL;
  const publicOrigin = publicUrl ? originOf(publicUrl) : undefined;
  app.addHook('onRequest', async (req) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const reason = crossOriginReason(req, publicOrigin);
    if (reason === undefined) return;
    req.log.warn({ reason, method: req.method }, 'cross-origin request refused');
    throw new HttpError(403, 'forbidden', 'This request did not come from this site.');
  });
}
