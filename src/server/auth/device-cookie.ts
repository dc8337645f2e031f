import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from './secure-cookie';

/**
 * A random token this browser keeps for a year, set when it first signs a document. The signing
 * evidence keeps its SHA-256 (never the token), so a later read from the same browser can say
 * 'Signed ..., on this phone' and one from any other browser 'on a phone' (issue 23 item 8): a
 * user agent cannot tell two phones of one model apart. It grants nothing: every route still
 * asks for the session.
 */
export const DEVICE_COOKIE = 'device';
const DEVICE_MS = 365 * 24 * 3600_000;
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The SHA-256 of this browser's device token; null when it sent none (or not one of ours). */
export function deviceOf(req: FastifyRequest): string | null {
  const token = req.cookies[DEVICE_COOKIE];
  return token && TOKEN.test(token) ? digest(token) : null;
}

/** As `deviceOf`, giving the browser a new token first when it has none. */
export function ensureDevice(req: FastifyRequest, reply: FastifyReply): string {
  const known = deviceOf(req);
  if (known) return known;
  const token = crypto.randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(req),
    maxAge: DEVICE_MS / 1000,
  });
  return digest(token);
}
