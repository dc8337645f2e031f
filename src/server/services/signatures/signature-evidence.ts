import type { FastifyRequest } from 'fastify';

export interface SignatureEvidence {
  signedAt: Date;
  signedIp: string;
  signedUserAgent: string;
}

/** What is kept beside a signature (DESIGN.md §3.15): when, from which address and browser. */
export function signatureEvidence(req: FastifyRequest): SignatureEvidence {
  return {
    signedAt: req.server.deps.clock(),
    signedIp: req.ip,
    signedUserAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
  };
}
