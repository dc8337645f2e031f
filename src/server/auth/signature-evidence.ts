import type { FastifyRequest } from 'fastify';
import type { SignatureEvidence } from '../services/signatures/signature-evidence';

/** The evidence of a signature made by this request: now, its address and its browser. */
export function signatureEvidence(req: FastifyRequest): SignatureEvidence {
  return {
    signedAt: req.server.deps.clock(),
    signedIp: req.ip,
    signedUserAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
  };
}
