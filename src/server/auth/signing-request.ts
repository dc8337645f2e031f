import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SigningRequest } from '../services/acknowledgments/signing-evidence';
import { ensureDevice } from './device-cookie';

/**
 * Who signed from where (DESIGN.md §3.15), as the signing services take it; the user agent is
 * bounded, it is the client's text. A browser without a device token is given one here.
 */
export function signingRequest(req: FastifyRequest, reply: FastifyReply): SigningRequest {
  return {
    ip: req.ip,
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    device: ensureDevice(req, reply),
    at: req.server.deps.clock(),
  };
}
