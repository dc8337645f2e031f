import type { FastifyReply, FastifyRequest } from 'fastify';
import { ensureDevice } from '../../auth/device-cookie';

export interface SigningRequest {
  ip: string;
  userAgent: string;
  /** The SHA-256 of the signing browser's device token (auth/device-cookie.ts). */
  device: string;
  /** The moment of the signature (deps.clock). */
  at: Date;
}

/**
 * Who signed from where (DESIGN.md §3.15); the user agent is bounded, it is the client's text.
 * A browser without a device token is given one here.
 */
export function signingRequest(req: FastifyRequest, reply: FastifyReply): SigningRequest {
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    device: ensureDevice(req, reply),
    at: req.server.deps.clock(),
  };
}

export function evidenceColumns(request: SigningRequest, documentSha256: string) {
  return {
    signedAt: request.at,
    signedIp: request.ip,
    signedUserAgent: request.userAgent,
    signedDevice: request.device,
    documentSha256,
  };
}
