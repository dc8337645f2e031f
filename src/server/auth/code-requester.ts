import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ADDRESS_DEVICE_COOKIE,
  ADDRESS_DEVICE_MS,
  isAddressDevice,
  issueAddressDevice,
} from '../services/email-codes/address-device';
import type { CodeRequester } from '../services/email-codes/email-codes';
import { employerTimeZone } from '../services/format/employer-time-zone';
import { clientNetwork } from './client-network';
import { isSecureRequest } from './secure-cookie';

/**
 * Who asks for (or enters) a code for `email`: the session, its network (an IPv6 client by its
 * /64) as a keyed hash, and whether this browser has proven the address before (the owner's
 * earlier device: a session acting for it, or the signed `email_device` cookie).
 */
export function codeRequester(req: FastifyRequest, email: string): CodeRequester {
  const { codePepper, deviceKey } = req.server.deps;
  return {
    sessionId: req.session?.id ?? null,
    key: crypto
      .createHmac('sha256', codePepper)
      .update(`requester:${clientNetwork(req.ip)}`)
      .digest('base64url'),
    isKnownDevice:
      req.session?.email === email || isAddressDevice(deviceKey, email, req.cookies[ADDRESS_DEVICE_COOKIE]),
    timeZone: employerTimeZone(req.server.deps),
  };
}

/** After a proof: this browser is a known device of `email` for a year. */
export function setAddressDeviceCookie(req: FastifyRequest, reply: FastifyReply, email: string) {
  reply.setCookie(ADDRESS_DEVICE_COOKIE, issueAddressDevice(req.server.deps.deviceKey, email), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(req),
    maxAge: ADDRESS_DEVICE_MS / 1000,
  });
}

/** Sign out and Clear All Data: this browser is no longer a known device of any address. */
export function clearAddressDeviceCookie(req: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(ADDRESS_DEVICE_COOKIE, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(req),
  });
}
