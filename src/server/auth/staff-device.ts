import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from './secure-cookie';

/**
 * A staff person's known device (OWASP's device cookies, decision 037): the browser they signed
 * in with keeps, for 180 days, a cookie naming them, a random nonce and an HMAC of both under the
 * app's device key. It grants nothing by itself; with it, the person's sign-in is not paused by
 * other people's wrong attempts (on the account or from the network) and its own failures are
 * the only ones that count against it (attack review, items 1 and 17). The nonce tells two of the
 * person's browsers apart in the audit log's failures.
 */
export const STAFF_DEVICE_COOKIE = 'staff_device';
const DEVICE_MS = 180 * 24 * 3600_000;

const mac = (key: Buffer, staffId: string, nonce: string) =>
  crypto.createHmac('sha256', key).update(`staff-device:${staffId}:${nonce}`).digest('base64url');

/** The person and nonce of this browser's valid device cookie, or null. */
export function staffDeviceOf(key: Buffer, req: FastifyRequest): { staffId: string; nonce: string } | null {
  const value = req.cookies[STAFF_DEVICE_COOKIE];
  if (!value || value.length > 200) return null;
  const [staffId = '', nonce = '', signature = ''] = value.split('.');
  if (!/^[0-9a-f-]{36}$/.test(staffId) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const expected = Buffer.from(mac(key, staffId, nonce));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual)
    ? { staffId, nonce }
    : null;
}

/** Marks this browser as `staffId`'s after a sign-in (a new nonce each time). */
export function setStaffDevice(key: Buffer, req: FastifyRequest, reply: FastifyReply, staffId: string) {
  const nonce = crypto.randomBytes(16).toString('base64url');
  reply.setCookie(STAFF_DEVICE_COOKIE, `${staffId}.${nonce}.${mac(key, staffId, nonce)}`, {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(req),
    maxAge: DEVICE_MS / 1000,
  });
}
